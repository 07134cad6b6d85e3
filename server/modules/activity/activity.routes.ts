import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListSchema, activityQuerySchema } from '../../../contract/activity';
import { errorResponses } from '../../route-schemas';
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
        response: { 200: activityListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listActivity(app.db, request.userId, request.query.limit),
  );
};
