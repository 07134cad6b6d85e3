import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, postsPageSchema } from '@contract/posts';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { userAccomplishmentsDocument } from './posts.document';

/** The Profile screen's Accomplishments tab (docs/product.md §7 "Auth and user"). */
export const userAccomplishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/accomplishments',
    {
      ...documentRoute,
      schema: {
        tags: ['user'],
        summary: 'My own accomplishments in every game, newest first, 20 to a page',
        querystring: pageQuerySchema,
        response: { 200: postsPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request, reply) => sendDocument(request, reply, userAccomplishmentsDocument, (r) => [r.query.page, r.query.limit]),
  );
};
