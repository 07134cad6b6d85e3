import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListSchema, activityQuerySchema } from '@contract/activity';
import { getDocument } from '../../plugins/document-reads';
import { activityDocument } from './activity.document';

/** Home's Recent Activity (docs/product.md §7: GET /api/activity?limit=10). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/activity', {
    tags: ['posts'],
    summary: 'Newest posts and comments in my games; a share into several games is one item',
    querystring: activityQuerySchema,
    response: activityListSchema,
    statement: activityDocument,
    values: (r) => [r.query.limit],
  });
};
