import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreadCountSchema } from '../../../contract/messages';
import { errorResponses } from '../../route-schemas';
import { unreadCount } from './messages.service';

/** Messages between participants (SPEC §7); sending and reading come with a later issue. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages/unread-count',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['messages'],
        summary: 'How many messages to me are unread',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => unreadCount(app.db, request.userId),
  );
};
