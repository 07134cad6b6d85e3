import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { databaseRateLimitStore } from './rate-limit-store';

/** docs/architecture.md §4: sign-in and sign-up per IP. Enough for a person fumbling a password, not for guessing. */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;
export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later.';

/**
 * @fastify/rate-limit over the database store. `global: false`: only routes that ask for it, with
 * `config: { rateLimit: AUTH_RATE_LIMIT }` (per IP by default), or, for per-user write limits,
 * `config: { rateLimit: { max, timeWindow, hook: 'preHandler', keyGenerator: (r) => r.user?.id ?? r.ip } }`
 * (preHandler, so the session is known). Register once per encapsulation context: a second
 * registration in the same context would count every hit twice.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      // Answered like every other error: 429 `{ message }`, with Retry-After set by the plugin;
      // counted like every other refusal (rate-limit-refusal.ts), its routes all being auth's.
      errorResponseBuilder: (request, context) => {
        request.server.metrics.rateLimitRefusals.inc({ limit: 'auth-per-ip' });
        return new HttpError(context.statusCode, TOO_MANY_ATTEMPTS);
      },
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
