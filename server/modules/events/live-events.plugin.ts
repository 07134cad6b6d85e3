import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import { DEFAULT_EVENT_BUS_OPTIONS, EventBus, type EventBusOptions } from './event-bus';
import { reportPublishFailures } from './event-notes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live-event streams and their LISTEN (decision 0026). */
    events: EventBus;
  }
}

export interface LiveEventsPluginOptions {
  database: DatabaseHandle;
  /** Tests shorten the heartbeat or lower the per-person cap. */
  bus?: Partial<EventBusOptions>;
}

/**
 * The event bus of this instance. preClose, not onClose: the streams must end before the HTTP
 * server waits for its connections to finish, or shutdown (main.ts `stop`) would wait for clients
 * that never hang up. The LISTEN ends with them, before main.ts closes the database.
 */
export const liveEventsPlugin = fp<LiveEventsPluginOptions>(
  async (app, { database, bus: options }) => {
    const bus = new EventBus(database, app.log, { ...DEFAULT_EVENT_BUS_OPTIONS, ...options });
    app.decorate('events', bus);
    reportPublishFailures(database.db, (error, note) =>
      app.log.warn({ err: error, note }, 'Live events: publishing failed (the people concerned see it at their next poll)'),
    );
    app.addHook('preClose', () => bus.close());
  },
  { name: 'live-events', fastify: '5.x' },
);
