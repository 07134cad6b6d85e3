import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushPreferencesSchema, pushSettingsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@contract/push';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { httpError } from '../../http-error';
import { errorResponses } from '../../route-schemas';
import { pushSettingsDocument } from './push-settings.document';
import { deleteSubscription, savePushPreferences, saveSubscription } from './push-settings.service';

const tags = ['push'];

/** Web Push settings (docs/architecture.md §6 "Live updates and push"): the profile's Notifications section. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push',
    {
      ...documentRoute,
      schema: { tags, summary: "The server's push key and my choices per kind", response: { 200: pushSettingsSchema, ...errorResponses(401) } },
    },
    (request, reply) => sendDocument(request, reply, pushSettingsDocument, () => [app.push.publicKey]),
  );

  app.put(
    '/api/push/preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Choose which kinds of push I get (on all my devices)',
        body: pushPreferencesSchema,
        response: { 200: pushPreferencesSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => savePushPreferences(app.db, request.userId, request.body),
  );

  app.put(
    '/api/push/subscription',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Get pushes on this device (the browser's PushSubscription)",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // Pushes go to public addresses only (decision 0035): checked here, and again on connecting.
      const problem = await app.push.endpointProblem(request.body.endpoint);
      if (problem !== undefined) throw httpError(400, problem);
      await saveSubscription(app.db, request.userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscription',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Stop pushes on this device',
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(app.db, request.userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
