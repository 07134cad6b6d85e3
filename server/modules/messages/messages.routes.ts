import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationParamsSchema, conversationsPageSchema, messagesPageSchema, threadPageSchema, unreadCountSchema } from '@contract/messages';
import { getDocument } from '../../plugins/document-reads';
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
  getDocument(app, '/api/messages/unread-count', {
    tags,
    summary: 'How many messages to me are unread',
    response: unreadCountSchema,
    statement: unreadCountDocument,
  });

  getDocument(app, '/api/messages', {
    tags,
    summary: 'My messages, sent and received, newest first, a page at a time',
    querystring: pageQuerySchema,
    response: messagesPageSchema,
    statement: messagesDocument,
    values: (r) => pageValues(r.query),
  });

  getDocument(app, '/api/messages/conversations', {
    tags,
    summary: 'My conversations (one per person and game), newest first, a page at a time',
    querystring: pageQuerySchema,
    response: conversationsPageSchema,
    statement: conversationsDocument,
    values: (r) => pageValues(r.query),
  });

  getDocument(app, '/api/messages/conversations/:gameId/:userId', {
    tags,
    summary: 'The thread with one person about one game: newest page first, each page oldest first',
    params: conversationParamsSchema,
    querystring: pageQuerySchema,
    response: threadPageSchema,
    errors: [404],
    statement: threadDocument,
    values: (r) => [...pageValues(r.query), r.params.gameId, r.params.userId],
    messages: { 404: CONVERSATION_NOT_FOUND },
  });

  await app.register(messageWriteRoutes);
};
