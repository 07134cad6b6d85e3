import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameNotificationSchema } from '@contract/results';
import { getDocument } from '../../plugins/document-reads';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { finalizeListedFirst } from '../game-end/finalize-first';
import { notificationsDocument } from './notifications.document';
import { markNotificationRead } from './notifications.service';

const tags = ['notifications'];

/** Game notifications: what opens the celebration dialog (docs/product.md §4 "Game notification"). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/notifications/games', {
    tags,
    summary: 'My unread game notifications, oldest first',
    response: z.array(gameNotificationSchema),
    statement: notificationsDocument,
    repairs: finalizeListedFirst(app.db),
  });

  signedInRoute(app, 'PUT', '/api/notifications/:id/read', {
    tags,
    summary: 'Mark one of my notifications read',
    params: z.object({ id: uuidParam('Notification id') }),
    done: 'Notification marked as read',
    errors: [404],
  }, (request) => markNotificationRead(app.db, request.userId, request.params.id));
};
