import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, postsPageSchema } from '../../../contract/posts';
import { errorResponses } from '../../route-schemas';
import { listMyPosts } from './posts.service';

/** The Profile screen's Accomplishments tab (SPEC §7 "Auth and user"). */
export const userAccomplishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/accomplishments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'My own accomplishments in every game, newest first, 20 to a page',
        querystring: pageQuerySchema,
        response: { 200: postsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listMyPosts(app.db, request.userId, request.query),
  );
};
