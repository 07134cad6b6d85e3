import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPORTS_PER_HOUR } from '@contract/reports';
import type { Database } from '../../db/client';
import { refuseOverLimit } from '../../plugins/rate-limit-refusal';
import { DatabaseRateLimitStore } from '../../plugins/rate-limit-store';

export const TOO_MANY_REPORTS = `You can send at most ${REPORTS_PER_HOUR} reports an hour. Please try again later.`;
const HOUR_MS = 3_600_000;

/**
 * docs/decisions/0040-trust-and-safety.md: at most REPORTS_PER_HOUR reports an hour per person, counted in the database store
 * (every instance shares the budget), as rate-limit-invite-codes.ts counts its misses: the attempt
 * is counted in a preHandler (after sign-in and validation, and after the idempotency plugin's,
 * so a replayed answer costs nothing) before any work, so a burst can't slip past; onResponse
 * gives it back unless the answer made a new report (201). Over budget: 429 with Retry-After.
 */
export function reportRateLimit(db: Database) {
  const store = new DatabaseRateLimitStore(db, 'reports');
  const counted = new WeakSet<FastifyRequest>();
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { current, ttl } = await store.hit(request.userId, HOUR_MS);
      counted.add(request);
      if (current <= REPORTS_PER_HOUR) return undefined;
      return refuseOverLimit(reply, 'reports', ttl, TOO_MANY_REPORTS);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!counted.has(request) || reply.statusCode === 201) return;
      try {
        await store.refund(request.userId);
      } catch (error) {
        // The answer is already sent; a lost refund only makes the budget a little stricter.
        request.log.warn({ err: error }, 'report limit: refund failed');
      }
    },
  };
}
