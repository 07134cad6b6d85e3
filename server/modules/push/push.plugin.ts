import fp from 'fastify-plugin';
import { onPublish } from '../events/event-notes';
import { badgeCount, pushDrafts } from './push-messages';
import { PushSender, type PushSenderOptions } from './push-sender';
import { loadVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push (docs/architecture.md §6): sends in the background, never on a request's path. */
    push: PushSender;
  }
}

export type PushPluginOptions = Partial<Omit<PushSenderOptions, 'log' | 'metrics'>>;

/**
 * The VAPID keys (environment or database, vapid-keys.ts), the one sender of this instance, and
 * what it pushes for the writes made here (push-messages.ts).
 */
export const pushPlugin = fp<PushPluginOptions>(
  async (app, options) => {
    const keys = await loadVapidKeys(app.db, app.config);
    const sender = new PushSender(app.db, keys, { ...options, log: app.log, metrics: app.metrics });
    app.decorate('push', sender);
    // The instance that made the write pushes (once); the others only deliver its live events.
    // Who gets what and to which devices is asked on the writer's path (publishEvent awaits it);
    // only the sending itself runs on after the answer.
    onPublish(app.db, async (note) => {
      for (const { userId, ...draft } of await pushDrafts(app.db, note)) {
        const devices = await sender.devicesOf(userId, draft.kind);
        if (devices.length > 0) sender.deliver(devices, { ...draft, badgeCount: await badgeCount(app.db, userId) });
      }
    });
    // Retries wait no longer once the server stops; what is being sent finishes first.
    app.addHook('onClose', () => sender.stop());
  },
  { name: 'push' },
);
