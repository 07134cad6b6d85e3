import { PassThrough } from 'node:stream';
import { LIVE_REPLACED_RETRY_MS, type LiveEvent } from '@contract/events';

/**
 * A client that stops reading (a phone gone to sleep behind a proxy that still accepts bytes) is
 * dropped once this much waits for it, instead of the server keeping every event for it: the app
 * refreshes on reconnect anyway.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * One open `GET /api/events` answer: the text/event-stream body Fastify sends, its heartbeat and
 * its event ids (per stream, from 1: decision 0026, nothing is replayed by Last-Event-ID). Whatever
 * ends it (the client going away, the server closing it, a replacement, shutdown) runs `onEnd`
 * exactly once, which frees what the bus holds for it; the timer goes with it.
 */
export class LiveStream {
  readonly body = new PassThrough();
  #nextId = 1;
  #ended = false;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #onEnd: (stream: LiveStream) => void;

  constructor(
    readonly userId: string,
    heartbeatMs: number,
    onEnd: (stream: LiveStream) => void,
  ) {
    this.#onEnd = onEnd;
    // A comment line: EventSource ignores it; proxies and load balancers see traffic and keep the
    // connection, and a vanished client is noticed when the write fails.
    this.#heartbeat = setInterval(() => this.#write(': ping\n\n'), heartbeatMs);
    this.#heartbeat.unref();
    this.body.on('close', () => this.end());
    this.send({ type: 'ready' });
  }

  get ended(): boolean {
    return this.#ended;
  }

  send(event: LiveEvent): void {
    this.#write(`id: ${this.#nextId++}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** Closed to make room for a newer stream of the same person: tell the client not to come straight back. */
  replace(): void {
    this.#write(`retry: ${LIVE_REPLACED_RETRY_MS}\n\n`);
    this.send({ type: 'replaced' });
    this.end();
  }

  /** Ends the answer (idempotent). */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearInterval(this.#heartbeat);
    if (!this.body.destroyed) this.body.end();
    this.#onEnd(this);
  }

  #write(text: string): void {
    if (this.#ended || this.body.destroyed) return;
    this.body.write(text);
    if (this.body.writableLength + this.body.readableLength > MAX_BUFFERED_BYTES) this.end();
  }
}
