import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListSchema, activityQuerySchema } from '../../../contract/activity';
import { apiErrorSchema } from '../../../contract/error';
import { listActivity } from './activity.service';

/** Home's Recent Activity (SPEC §7: GET /api/activity?limit=10). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activity',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['posts'],
        summary: 'Newest posts and comments in my games; a share into several games is one item',
        querystring: activityQuerySchema,
        response: { 200: activityListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listActivity(app.db, request.userId, request.query.limit),
  );
};
