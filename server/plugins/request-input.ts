import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/** PostgreSQL text can't hold U+0000: a stored NUL would be a 500, so it is refused as bad input. */
const NUL_REFUSED = 'Text must not contain NUL (\\u0000) characters';

function badRequest(message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode: 400, code: 'BAD_INPUT', name: 'BadInput' });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || containsNul(v));
  return false;
}

/**
 * An answer sent before the body has fully arrived (413 over the limit, a 401 that never needed the
 * body) leaves the client still sending. Node keeps the connection and its HTTP parser throws the
 * rest of the body away, so the client gets the answer rather than a reset (see the errors plugin);
 * but never more than this, nor for longer: then the socket is closed, whatever it costs the client.
 * Discarding costs bandwidth, not memory. Generous against our largest body limit (3 MiB, posts with
 * a photo): a well-behaved client stops sending once the answer reaches it.
 */
export const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024;
export const DISCARD_TIMEOUT_MS = 30_000;
const DISCARD_CHECK_MS = 100;

/**
 * The parser discards below JavaScript (no 'data' events to count), so the socket's byte count is
 * checked on a short timer until the request is complete or the connection gone.
 */
function limitDiscardedBody(request: IncomingMessage): void {
  const socket = request.socket;
  const startBytes = socket.bytesRead;
  const startTime = Date.now();
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return clearInterval(timer);
    if (socket.bytesRead - startBytes > DISCARD_LIMIT_BYTES || Date.now() - startTime > DISCARD_TIMEOUT_MS) {
      clearInterval(timer);
      socket.destroy();
    }
  }, DISCARD_CHECK_MS);
  timer.unref();
}

/**
 * What arrives is checked before any route sees it:
 * - An empty `application/json` body reads as "no body": Fastify would answer 400, but the client
 *   sends exactly that for some bodiless calls (docs/product.md §7: PUT /api/notifications/{id}/read).
 * - Anything else goes through Fastify's own hardened parser (refuses `__proto__` keys).
 * - NUL characters, in the body or the URL, are refused with 400 rather than failing in the database.
 * - A body still arriving after the answer is discarded (up to a cap) rather than reset.
 */
export const requestInputPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('%00') || request.url.includes('\0')) throw badRequest(NUL_REFUSED);
    });

    app.addHook('onResponse', async (request) => {
      // inject() has a stand-in socket: no connection to protect.
      if (!request.raw.complete && request.raw.socket instanceof Socket) limitDiscardedBody(request.raw);
    });

    const defaultParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return defaultParser(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        if (containsNul(parsed)) return done(badRequest(NUL_REFUSED), undefined);
        return done(null, parsed);
      });
    });
  },
  { name: 'request-input' },
);
