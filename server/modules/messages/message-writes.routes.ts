import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationParamsSchema, markReadResultSchema, messageSchema, sendMessageSchema } from '@contract/messages';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { markConversationRead, markMessageRead } from './mark-read.service';
import { sendMessage } from './send-message.service';

const tags = ['messages'];

/** Sending and marking read (docs/product.md §7); each write is counted by the per-person write limit. */
export const messageWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/messages', {
    // The offline outbox resends a message after a lost answer (docs/architecture.md §7): it lands once.
    config: { idempotent: true },
    tags,
    summary: 'Message another participant of a game (accepts Idempotency-Key)',
    body: sendMessageSchema,
    status: 201,
    response: messageSchema,
    errors: [403, 404, 409, 422, 429],
  }, (request) => sendMessage(app.db, request.userId, request.body));

  signedInRoute(app, 'PUT', '/api/messages/conversations/:gameId/:userId/read', {
    tags,
    summary: 'Mark every unread message of theirs to me in this thread read, in one request',
    params: conversationParamsSchema,
    response: markReadResultSchema,
    errors: [404, 429],
  }, (request) => markConversationRead(app.db, request.userId, request.params.gameId, request.params.userId));

  signedInRoute(app, 'PUT', '/api/messages/:id/read', {
    tags,
    summary: 'Mark one message to me read',
    params: z.object({ id: uuidParam('Message id') }),
    response: markReadResultSchema,
    errors: [404, 429],
  }, (request) => markMessageRead(app.db, request.userId, request.params.id));
};
