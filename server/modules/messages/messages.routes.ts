import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreadCountSchema } from '../../../contract/messages';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { unreadCountDocument } from './unread-count.document';

/** Messages between participants (SPEC §7); sending and reading come with a later issue. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages/unread-count',
    {
      ...documentRoute,
      schema: {
        tags: ['messages'],
        summary: 'How many messages to me are unread',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    (request, reply) => sendDocument(request, reply, unreadCountDocument, () => []),
  );
};
