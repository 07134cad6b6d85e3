import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarRequestSchema } from '@contract/avatar';
import { userSchema } from '@contract/user';
import { errorResponses } from '../../route-schemas';
import { removeAvatar, setAvatar } from './avatar.service';

const tags = ['user'];

/** As for a post (posts.routes.ts): a 2 MB photo is ~2.7 MB of base64, over Fastify's default 1 MiB. */
const AVATAR_BODY_LIMIT = 3 * 1024 * 1024;

/** My profile photo (docs/decisions/0047-profile-photo.md). */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/avatar',
    {
      bodyLimit: AVATAR_BODY_LIMIT,
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Set my profile photo (a JPEG, PNG or WebP data URL; stored as a 256 px square, cropped to the centre)',
        body: avatarRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => setAvatar(app.db, request.userId, request.body.image),
  );

  app.delete(
    '/api/user/avatar',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Remove my profile photo (also a sign-in provider's picture)",
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => removeAvatar(app.db, request.userId),
  );
};
