import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema } from '@contract/games';
import { gameNotificationSchema } from '@contract/results';
import { getOwnDocument } from '../../plugins/document-reads';
import { errorResponses, uuidParam } from '../../route-schemas';
import { finalizeListedFirst } from '../game-end/finalize-first';
import { notificationsDocument } from './notifications.document';
import { markNotificationRead } from './notifications.service';

const tags = ['notifications'];

/** Game notifications: what opens the celebration dialog (docs/product.md §4 "Game notification"). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  getOwnDocument(app, '/api/notifications/games', {
    tags,
    summary: 'My unread game notifications, oldest first',
    response: z.array(gameNotificationSchema),
    errors: [401],
    statement: notificationsDocument,
    repairs: finalizeListedFirst(app.db),
  });

  app.put(
    '/api/notifications/:id/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: z.object({ id: uuidParam('Notification id') }),
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await markNotificationRead(app.db, request.userId, request.params.id);
      return { message: 'Notification marked as read' };
    },
  );
};
