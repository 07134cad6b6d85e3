import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSearchQuerySchema, userSearchResultSchema } from '@contract/games';
import { profilePatchSchema, userSchema, userStatsSchema } from '@contract/user';
import { escapeLike } from '../../db/like-pattern';
import { documentRoute, getOwnDocument, sendDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { statsDocument } from './stats.document';
import { userSearchDocument } from './user-search.document';
import { refreshUserStats, updateProfile } from './users.service';

const tags = ['user'];

/** The signed-in person's own profile and statistics (docs/product.md §7 "Auth and user"). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Update my first name, last name and bio, or the time zone my streaks count days in',
        body: profilePatchSchema,
        response: { 200: userSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateProfile(app.db, request.userId, request.body),
  );

  getOwnDocument(app, '/api/user/stats', {
    tags,
    summary: 'My statistics and medal counts',
    response: userStatsSchema,
    errors: [401],
    statement: statsDocument,
  });

  app.post(
    '/api/user/stats/refresh',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Recount my statistics and medals from what I did',
        response: { 200: userStatsSchema, ...errorResponses(401) },
      },
    },
    async (request) => refreshUserStats(app.db, request.userId),
  );

  app.get(
    '/api/users/search',
    {
      ...documentRoute,
      schema: {
        tags: ['users'],
        summary:
          'People whose username, first or last name, or email starts with q (at least 2 characters), at most 20; with gameId, where each stands in that game',
        querystring: userSearchQuerySchema,
        response: { 200: z.array(userSearchResultSchema), ...errorResponses(400, 401) },
      },
    },
    // A prefix, ignoring case: the text's %, _ and \ are characters, not LIKE wildcards.
    (request, reply) =>
      sendDocument(request, reply, userSearchDocument, (r) => [`${escapeLike(r.query.q.toLowerCase())}%`, r.query.gameId ?? null]),
  );
};
