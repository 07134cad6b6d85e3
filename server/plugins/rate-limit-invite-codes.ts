import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseOverLimit } from './rate-limit-refusal';
import { DatabaseRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route looks a game up by invite code: its misses count against INVITE_CODE_LIMIT. */
    inviteCodeLookup?: boolean;
  }
}

/**
 * Decision 0012: invite codes must not be enumerable. A hit on a private game shows
 * its name and description, so misses (404: no game has that code) are limited, per IP and, when
 * someone is signed in, per person too (one account on many addresses, many accounts on one).
 *
 * 30 misses in 10 minutes: a person typing a code they were given misses a few times at most
 * (a typo, a letter read wrong), so they never meet it, and a few colleagues behind one office address
 * don't either. A guesser gets about 4,300 tries a day per address out of 32^6 ≈ 10^9 codes.
 */
export const INVITE_CODE_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 } as const;
export const TOO_MANY_CODE_MISSES =
  'Too many invite codes that match no game. Please check the code and try again in a few minutes.';

export interface InviteCodeLimitOptions {
  max?: number;
  timeWindowMs?: number;
}

/**
 * A preHandler (after the session and the sign-in check, so 401 comes first, and after the code's
 * validation, so a malformed code costs nothing) that counts the attempt before the lookup, so a
 * burst of parallel guesses can't slip past the budget; onResponse gives the attempt back unless
 * the answer was 404, so finding a game never counts. Counted in the database store: several
 * instances share one budget. Over budget: 429 `{ message }` with Retry-After in seconds.
 */
export const inviteCodeLimitPlugin = fp<InviteCodeLimitOptions>(
  async (app, options) => {
    const max = options.max ?? INVITE_CODE_LIMIT.max;
    const timeWindowMs = options.timeWindowMs ?? INVITE_CODE_LIMIT.timeWindowMs;
    const store = new DatabaseRateLimitStore(app.db, 'invite-code-misses');
    const counted = new WeakMap<FastifyRequest, string[]>();

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.inviteCodeLookup) return undefined;
      const keys = [`ip|${request.ip}`, ...(request.user ? [`user|${request.user.id}`] : [])];
      const hits = await Promise.all(keys.map((key) => store.hit(key, timeWindowMs)));
      counted.set(request, keys);
      const over = hits.filter((hit) => hit.current > max);
      if (over.length === 0) return undefined;
      return refuseOverLimit(reply, 'invite-code-misses', Math.max(...over.map((hit) => hit.ttl)), TOO_MANY_CODE_MISSES);
    });

    app.addHook('onResponse', async (request, reply) => {
      const keys = counted.get(request);
      if (!keys || reply.statusCode === 404) return;
      try {
        await Promise.all(keys.map((key) => store.refund(key)));
      } catch (error) {
        // The answer is already sent; a lost refund only makes the budget a little stricter.
        request.log.warn({ err: error }, 'invite-code limit: refund failed');
      }
    });
  },
  { name: 'invite-code-limit', fastify: '5.x', dependencies: ['session'] },
);
