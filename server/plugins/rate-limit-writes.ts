import fp from 'fastify-plugin';
import { refuseOverLimit } from './rate-limit-refusal';
import { DatabaseRateLimitStore } from './rate-limit-store';

/**
 * docs/architecture.md §4: "writes per user". Every state-changing API request of a signed-in person counts
 * against one budget per person (not per route, not per IP: a phone hopping between networks keeps
 * its budget, and a shared office IP doesn't pool its people). Visitors are not counted here: their
 * writes are refused with 401 anyway, except sign-in and sign-up, which have their own per-IP limit
 * (rate-limit.ts).
 *
 * 120 a minute is far above what a person tapping does (a like, a post, a comment take a second or
 * more each) and leaves room for the bursts the app itself makes: the offline outbox sending what
 * was queued on a train, marking a conversation's messages read, adding several members to a group.
 * It stops a script or a runaway client from writing thousands of rows a minute under one account.
 */
export const WRITE_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 } as const;
export const TOO_MANY_WRITES = 'You are making changes too quickly. Please wait a moment and try again.';

export interface WriteRateLimitOptions {
  max?: number;
  timeWindowMs?: number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An onRequest hook after the session plugin's (so the person is known), before the body is parsed
 * or anything is written: a refused request costs one upsert. Counted in the database store, so
 * several instances share one budget per person. The answer is a 429 `{ message }` with
 * Retry-After in seconds; the idempotency plugin never claims a key for it, so a retry runs.
 */
export const writeRateLimitPlugin = fp<WriteRateLimitOptions>(
  async (app, options) => {
    const max = options.max ?? WRITE_RATE_LIMIT.max;
    const timeWindowMs = options.timeWindowMs ?? WRITE_RATE_LIMIT.timeWindowMs;
    const store = new DatabaseRateLimitStore(app.db, 'writes');

    app.addHook('onRequest', async (request, reply) => {
      if (!request.user || !STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return undefined;
      const { current, ttl } = await store.hit(request.user.id, timeWindowMs);
      if (current <= max) return undefined;
      return refuseOverLimit(reply, 'writes', ttl, TOO_MANY_WRITES);
    });
  },
  { name: 'write-rate-limit', fastify: '5.x', dependencies: ['session'] },
);
