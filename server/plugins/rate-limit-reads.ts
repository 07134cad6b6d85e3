import fp from 'fastify-plugin';
import { hashSessionToken, SESSION_COOKIE } from './session';
import { ReadBudgets, type ReadKey } from './rate-limit-reads-budgets';
import { refuseOverLimit } from './rate-limit-refusal';

/**
 * Decision 0037: one person's tight read loop (242 reads a second) tripled another person's p99.
 * Every GET/HEAD under /api/ counts: per person 600 a minute (10 a second, sustained), per address
 * for visitors 300. The app itself stays far below (README "Rate limits": start-up, polling and
 * the live stream's reconnects); the live stream counts once per connection, not per event.
 * Decision 0037 says why the counting happens in memory and reaches the database in batches.
 */
export const READ_RATE_LIMIT = {
  perPerson: 600,
  perVisitorIp: 300,
  timeWindowMs: 60_000,
  flushEveryMs: 1_000,
  flushAfterHits: 100,
} as const;
export const TOO_MANY_READS = 'You are loading pages too quickly. Please wait a moment and try again.';

export type ReadRateLimitOptions = Partial<Record<keyof typeof READ_RATE_LIMIT, number>>;

const READS = new Set(['GET', 'HEAD']);

/**
 * An onRequest hook after the session plugin's (which knows the person on every route but the
 * document reads, which check their session inside their own statement: for those the session
 * token stands for the person until the flush ties it to them). A refused read answers 429
 * `{ message }` with Retry-After before any database work.
 */
export const readRateLimitPlugin = fp<ReadRateLimitOptions>(
  async (app, options) => {
    const budgets = new ReadBudgets(app.db, { ...READ_RATE_LIMIT, ...options }, app.log);

    app.addHook('onRequest', async (request, reply) => {
      if (!READS.has(request.method) || !request.url.startsWith('/api/')) return undefined;
      const token = request.cookies[SESSION_COOKIE];
      let key: ReadKey;
      if (request.user) key = { kind: 'user', userId: request.user.id, tokenHash: request.sessionTokenHash };
      else if (token && request.routeOptions.config.documentRead) key = { kind: 'token', tokenHash: hashSessionToken(token), ip: request.ip };
      else key = { kind: 'ip', ip: request.ip };
      const decision = budgets.take(key);
      if (decision.ok) return undefined;
      return refuseOverLimit(reply, 'reads', decision.retryAfterSeconds * 1000, TOO_MANY_READS);
    });

    app.addHook('onClose', () => budgets.close());
  },
  { name: 'read-rate-limit', fastify: '5.x', dependencies: ['session'] },
);
