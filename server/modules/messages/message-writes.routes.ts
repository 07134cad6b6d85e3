import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationParamsSchema, markReadResultSchema, messageSchema, sendMessageSchema } from '@contract/messages';
import { errorResponses, uuidParam } from '../../route-schemas';
import { markConversationRead, markMessageRead } from './mark-read.service';
import { sendMessage } from './send-message.service';

const tags = ['messages'];

/** Sending and marking read (docs/product.md §7); each write is counted by the per-person write limit. */
export const messageWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/messages',
    {
      // The offline outbox resends a message after a lost answer (docs/architecture.md §7): it lands once.
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Message another participant of a game (accepts Idempotency-Key)',
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await sendMessage(app.db, request.userId, request.body)),
  );

  app.put(
    '/api/messages/conversations/:gameId/:userId/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Mark every unread message of theirs to me in this thread read, in one request',
        params: conversationParamsSchema,
        response: { 200: markReadResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => markConversationRead(app.db, request.userId, request.params.gameId, request.params.userId),
  );

  app.put(
    '/api/messages/:id/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Mark one message to me read',
        params: z.object({ id: uuidParam('Message id') }),
        response: { 200: markReadResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => markMessageRead(app.db, request.userId, request.params.id),
  );
};
