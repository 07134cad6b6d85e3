import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationParamsSchema, conversationsPageSchema, messagesPageSchema, threadPageSchema, unreadCountSchema } from '@contract/messages';
import { documentRoute, getOwnDocument, sendDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { conversationsDocument } from './conversations.document';
import { messageWriteRoutes } from './message-writes.routes';
import { messagesDocument } from './messages.document';
import { pageQuerySchema, pageValues } from './page-cursor';
import { CONVERSATION_NOT_FOUND, threadDocument } from './thread.document';
import { unreadCountDocument } from './unread-count.document';

const tags = ['messages'];

/**
 * Messages between participants (docs/product.md §7, docs/architecture.md §6). Every read is one statement (decision 0016)
 * and every list is paged by cursor; the writes live in message-writes.routes.ts.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  getOwnDocument(app, '/api/messages/unread-count', {
    tags,
    summary: 'How many messages to me are unread',
    response: unreadCountSchema,
    errors: [401],
    statement: unreadCountDocument,
  });

  app.get(
    '/api/messages',
    {
      ...documentRoute,
      schema: {
        tags,
        summary: 'My messages, sent and received, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: messagesPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request, reply) => sendDocument(request, reply, messagesDocument, (r) => pageValues(r.query)),
  );

  app.get(
    '/api/messages/conversations',
    {
      ...documentRoute,
      schema: {
        tags,
        summary: 'My conversations (one per person and game), newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: conversationsPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request, reply) => sendDocument(request, reply, conversationsDocument, (r) => pageValues(r.query)),
  );

  app.get(
    '/api/messages/conversations/:gameId/:userId',
    {
      ...documentRoute,
      schema: {
        tags,
        summary: 'The thread with one person about one game: newest page first, each page oldest first',
        params: conversationParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: threadPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request, reply) =>
      sendDocument(request, reply, threadDocument, (r) => [...pageValues(r.query), r.params.gameId, r.params.userId], {
        404: CONVERSATION_NOT_FOUND,
      }),
  );

  await app.register(messageWriteRoutes);
};
