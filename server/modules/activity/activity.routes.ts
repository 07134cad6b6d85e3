import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListSchema, activityQuerySchema } from '@contract/activity';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { activityDocument } from './activity.document';

/** Home's Recent Activity (docs/product.md §7: GET /api/activity?limit=10). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activity',
    {
      ...documentRoute,
      schema: {
        tags: ['posts'],
        summary: 'Newest posts and comments in my games; a share into several games is one item',
        querystring: activityQuerySchema,
        response: { 200: activityListSchema, ...errorResponses(400, 401) },
      },
    },
    (request, reply) => sendDocument(request, reply, activityDocument, (r) => [r.query.limit]),
  );
};
