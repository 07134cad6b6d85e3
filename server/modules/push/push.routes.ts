import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushPreferencesSchema, pushSettingsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@contract/push';
import { getDocument } from '../../plugins/document-reads';
import { httpError } from '../../http-error';
import { signedInRoute } from '../../signed-in-route';
import { pushSettingsDocument } from './push-settings.document';
import { deleteSubscription, savePushPreferences, saveSubscription } from './push-settings.service';

const tags = ['push'];

/** Web Push settings (docs/architecture.md §6 "Live updates and push"): the profile's Notifications section. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/push', {
    tags,
    summary: "The server's push key and my choices per kind",
    response: pushSettingsSchema,
    statement: pushSettingsDocument,
    values: () => [app.push.publicKey],
  });

  signedInRoute(app, 'PUT', '/api/push/preferences', {
    tags,
    summary: 'Choose which kinds of push I get (on all my devices)',
    body: pushPreferencesSchema,
    response: pushPreferencesSchema,
    errors: [429],
  }, (request) => savePushPreferences(app.db, request.userId, request.body));

  signedInRoute(app, 'PUT', '/api/push/subscription', {
    tags,
    summary: "Get pushes on this device (the browser's PushSubscription)",
    body: pushSubscriptionSchema,
    status: 204,
    errors: [429],
  }, async (request) => {
    // Pushes go to public addresses only (decision 0035): checked here, and again on connecting.
    const problem = await app.push.endpointProblem(request.body.endpoint);
    if (problem !== undefined) throw httpError(400, problem);
    await saveSubscription(app.db, request.userId, request.body);
  });

  signedInRoute(app, 'DELETE', '/api/push/subscription', {
    tags,
    summary: 'Stop pushes on this device',
    body: pushUnsubscribeSchema,
    status: 204,
    errors: [429],
  }, (request) => deleteSubscription(app.db, request.userId, request.body.endpoint));
};
