import type { FastifyBaseLogger } from 'fastify';
import { LIVE_HEARTBEAT_SECONDS, LIVE_STREAMS_PER_PERSON, type LiveEvent } from '@contract/events';
import type { DatabaseHandle } from '../../db/client';
import { managersAmong, notificationsAmong, participantsAmong, unreadCount } from './audience';
import { EVENTS_CHANNEL, eventNoteSchema, type EventNote } from './event-notes';
import { LiveStream } from './live-stream';

export interface EventBusOptions {
  heartbeatMs: number;
  streamsPerPerson: number;
}

export const DEFAULT_EVENT_BUS_OPTIONS: EventBusOptions = {
  heartbeatMs: LIVE_HEARTBEAT_SECONDS * 1000,
  streamsPerPerson: LIVE_STREAMS_PER_PERSON,
};

/**
 * One per instance (decision 0026): the open streams of the people connected HERE, and the one
 * LISTEN that hears every instance's notes. It starts listening at the first stream and keeps
 * listening until the app closes. Notes are delivered one after another, in the order they were
 * heard, so a person's events (an unread count after another) never overtake each other.
 */
export class EventBus {
  readonly #streams = new Map<string, Set<LiveStream>>();
  #listening: Promise<() => Promise<void>> | null = null;
  #queue: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly options: EventBusOptions = DEFAULT_EVENT_BUS_OPTIONS,
  ) {}

  /** Open streams on this instance (all, or one person's): what tests count to see nothing leaks. */
  streamCount(userId?: string): number {
    if (userId) return this.#streams.get(userId)?.size ?? 0;
    let count = 0;
    for (const streams of this.#streams.values()) count += streams.size;
    return count;
  }

  /**
   * A new stream for `userId`, once this instance listens (throws if it can't: the route's 503).
   * Beyond the per-person cap, the person's oldest stream is closed with `replaced`.
   */
  async open(userId: string): Promise<LiveStream> {
    await this.#listen();
    if (this.#closed) throw new Error('The event bus is closed');
    const stream = new LiveStream(userId, this.options.heartbeatMs, (ended) => this.#forget(ended));
    let streams = this.#streams.get(userId);
    if (!streams) this.#streams.set(userId, (streams = new Set()));
    // A Set keeps insertion order: the first is the oldest.
    for (const oldest of streams) {
      if (streams.size < this.options.streamsPerPerson) break;
      oldest.replace();
    }
    streams.add(stream);
    return stream;
  }

  /** Shutdown: every stream ends (so the HTTP server can close), then the LISTEN. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#endAll();
    const listening = this.#listening;
    this.#listening = null;
    const unlisten = await listening?.catch(() => null);
    await unlisten?.();
  }

  #listen(): Promise<() => Promise<void>> {
    if (!this.#listening) {
      const listening = this.database.listen(
        EVENTS_CHANNEL,
        (payload) => (this.#queue = this.#queue.then(() => this.#deliver(payload))),
        (error) => {
          // Events were missed while nobody listened: every stream ends, the apps reconnect
          // (listening again) and refresh what they show.
          this.log.warn({ err: error }, 'Live events: the LISTEN connection was lost; closing the streams');
          if (this.#listening === listening) this.#listening = null;
          this.#endAll();
        },
      );
      // A failed attempt is not kept: the next stream tries again.
      listening.catch(() => {
        if (this.#listening === listening) this.#listening = null;
      });
      this.#listening = listening;
    }
    return this.#listening;
  }

  #endAll(): void {
    for (const streams of [...this.#streams.values()]) for (const stream of [...streams]) stream.end();
  }

  #forget(stream: LiveStream): void {
    const streams = this.#streams.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.#streams.delete(stream.userId);
  }

  #sendTo(userId: string, event: LiveEvent): void {
    for (const stream of this.#streams.get(userId) ?? []) stream.send(event);
  }

  async #deliver(payload: string): Promise<void> {
    try {
      const parsed = eventNoteSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) throw new Error(`not a note: ${payload.slice(0, 200)}`);
      // Nobody connected here: nothing to look up.
      if (this.#streams.size > 0) await this.#route(parsed.data);
    } catch (error) {
      this.log.error({ err: error }, 'Live events: delivering a note failed');
    }
  }

  async #route(note: EventNote): Promise<void> {
    const db = this.database.db;
    const connected = () => [...this.#streams.keys()];
    switch (note.kind) {
      case 'message': {
        const { gameId, fromUserId, toUserId, messageId } = note;
        const event: LiveEvent = { type: 'message', gameId, fromUserId, toUserId, messageId };
        this.#sendTo(toUserId, event);
        this.#sendTo(fromUserId, event);
        if (this.#streams.has(toUserId)) this.#sendTo(toUserId, { type: 'unread-count', count: await unreadCount(db, toUserId) });
        return;
      }
      case 'unread':
        if (this.#streams.has(note.userId)) this.#sendTo(note.userId, { type: 'unread-count', count: await unreadCount(db, note.userId) });
        return;
      case 'invitation':
        return this.#sendTo(note.userId, { type: 'invitation', gameId: note.gameId });
      case 'join-request':
        for (const userId of await managersAmong(db, note.gameId, connected(), note.userId)) {
          this.#sendTo(userId, { type: 'join-request', gameId: note.gameId });
        }
        return;
      case 'game-end':
      case 'game-ending':
        for (const [userId, notificationId] of await notificationsAmong(db, note.gameId, connected(), note.kind)) {
          this.#sendTo(userId, { type: 'game-notification', gameId: note.gameId, notificationId });
        }
        return;
      case 'post':
      case 'like': {
        // Who did it stays on the server: the client's events carry ids of what changed only.
        const { kind, actorId, ...fields } = note;
        const event: LiveEvent = { type: kind, ...fields } as LiveEvent;
        for (const userId of await participantsAmong(db, note.gameId, connected(), actorId ?? null)) this.#sendTo(userId, event);
        return;
      }
    }
  }
}
