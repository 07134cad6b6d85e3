/**
 * A client of `GET /api/events` for tests: a real HTTP connection (inject() can't hold a stream
 * open) that parses the server-sent events as they come and lets a test wait for one, or for the
 * stream's end, with a deadline instead of a fixed sleep.
 */
import { request, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { liveEventSchema, type LiveEvent } from '@contract/events';

export interface ReceivedEvent {
  id: string | undefined;
  event: LiveEvent;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event so far, in order. */
  readonly events: ReceivedEvent[];
  /** Comment lines so far (`: ping` heartbeats), and `retry:` values. */
  readonly comments: string[];
  readonly retries: number[];
  /** The first event (from index `from`) that matches, waiting up to `timeoutMs`. */
  next(match: (event: LiveEvent) => boolean, options?: { timeoutMs?: number; from?: number }): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Hangs up (the client going away). */
  close(): void;
}

/** Waits until `check()` holds, asking every 20 ms, failing after `timeoutMs` with `what`. */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `options`: e.g. the `ca` of an https:// base URL (a proxy with a test certificate, tests/support/nginx.ts). */
export function openEventStream(baseUrl: string, cookie?: string, options: RequestOptions = {}): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    // As a browser's EventSource asks: a stream the server compressed would not parse here.
    const headers = { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) };
    const send = baseUrl.startsWith('https:') ? httpsRequest : request;
    const req = send(`${baseUrl}/api/events`, { ...options, headers });
    req.on('error', reject);
    req.on('response', (response) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const retries: number[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data = line.slice(6);
            else if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
          }
          if (data !== undefined) events.push({ id, event: liveEventSchema.parse(JSON.parse(data)) });
        }
        for (const wake of [...waiters]) wake();
      });
      response.on('error', () => undefined);
      const client: EventStreamClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        retries,
        ended,
        close: () => req.destroy(),
        next: (match, { timeoutMs = 10_000, from = 0 } = {}) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(from).find((received) => match(received.event));
              if (!hit) return;
              cleanUp();
              found(hit);
            };
            const timer = setTimeout(() => {
              cleanUp();
              fail(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))} ${body.slice(0, 300)}`));
            }, timeoutMs);
            const cleanUp = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          }),
      };
      resolve(client);
    });
    req.end();
  });
}
