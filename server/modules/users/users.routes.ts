import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSearchQuerySchema, userSearchResultSchema } from '@contract/games';
import { profilePatchSchema, userSchema, userStatsSchema } from '@contract/user';
import { escapeLike } from '../../db/like-pattern';
import { getDocument } from '../../plugins/document-reads';
import { signedInRoute } from '../../signed-in-route';
import { statsDocument } from './stats.document';
import { userSearchDocument } from './user-search.document';
import { refreshUserStats, updateProfile } from './users.service';

const tags = ['user'];

/** The signed-in person's own profile and statistics (docs/product.md §7 "Auth and user"). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'PATCH', '/api/user/profile', {
    tags,
    summary: 'Update my first name, last name and bio, or the time zone my streaks count days in',
    body: profilePatchSchema,
    response: userSchema,
  }, (request) => updateProfile(app.db, request.userId, request.body));

  getDocument(app, '/api/user/stats', {
    tags,
    summary: 'My statistics and medal counts',
    response: userStatsSchema,
    statement: statsDocument,
  });

  signedInRoute(app, 'POST', '/api/user/stats/refresh', {
    tags,
    summary: 'Recount my statistics and medals from what I did',
    response: userStatsSchema,
  }, (request) => refreshUserStats(app.db, request.userId));

  getDocument(app, '/api/users/search', {
    tags: ['users'],
    summary:
      'People whose username, first or last name, or email starts with q (at least 2 characters), at most 20; with gameId, where each stands in that game',
    querystring: userSearchQuerySchema,
    response: z.array(userSearchResultSchema),
    statement: userSearchDocument,
    // A prefix, ignoring case: the text's %, _ and \ are characters, not LIKE wildcards.
    values: (r) => [`${escapeLike(r.query.q.toLowerCase())}%`, r.query.gameId ?? null],
  });
};
