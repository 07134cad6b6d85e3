import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, postsPageSchema } from '@contract/posts';
import { getDocument } from '../../plugins/document-reads';
import { userAccomplishmentsDocument } from './posts.document';

/** The Profile screen's Accomplishments tab (docs/product.md §7 "Auth and user"). */
export const userAccomplishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/user/accomplishments', {
    tags: ['user'],
    summary: 'My own accomplishments in every game, newest first, 20 to a page',
    querystring: pageQuerySchema,
    response: postsPageSchema,
    statement: userAccomplishmentsDocument,
    values: (r) => [r.query.page, r.query.limit],
  });
};
