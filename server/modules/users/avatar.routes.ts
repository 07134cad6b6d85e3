import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarRequestSchema } from '@contract/avatar';
import { userSchema } from '@contract/user';
import { signedInRoute } from '../../signed-in-route';
import { removeAvatar, setAvatar } from './avatar.service';

const tags = ['user'];

/** As for a post (posts.routes.ts): a 2 MB photo is ~2.7 MB of base64, over Fastify's default 1 MiB. */
const AVATAR_BODY_LIMIT = 3 * 1024 * 1024;

/** My profile photo (docs/decisions/0047-profile-photo.md). */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'PUT', '/api/user/avatar', {
    bodyLimit: AVATAR_BODY_LIMIT,
    tags,
    summary: 'Set my profile photo (a JPEG, PNG or WebP data URL; stored as a 256 px square, cropped to the centre)',
    body: avatarRequestSchema,
    response: userSchema,
    errors: [413],
  }, (request) => setAvatar(app.db, request.userId, request.body.image));

  signedInRoute(app, 'DELETE', '/api/user/avatar', {
    tags,
    summary: "Remove my profile photo (also a sign-in provider's picture)",
    response: userSchema,
  }, (request) => removeAvatar(app.db, request.userId));
};
