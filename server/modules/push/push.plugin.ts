import fp from 'fastify-plugin';
import { PushSender, type PushSenderOptions } from './push-sender';
import { loadVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push (DESIGN §6): sends in the background, never on a request's path. */
    push: PushSender;
  }
}

export type PushPluginOptions = Partial<Omit<PushSenderOptions, 'log'>>;

/** The VAPID keys (environment or database, vapid-keys.ts) and the one sender of this instance. */
export const pushPlugin = fp<PushPluginOptions>(
  async (app, options) => {
    const keys = await loadVapidKeys(app.db, app.config);
    const sender = new PushSender(app.db, keys, { ...options, log: app.log });
    app.decorate('push', sender);
    // Retries wait no longer once the server stops; what is being sent finishes first.
    app.addHook('onClose', () => sender.stop());
  },
  { name: 'push' },
);
