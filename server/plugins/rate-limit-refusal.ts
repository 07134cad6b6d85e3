import type { FastifyReply } from 'fastify';
import type { RateLimitName } from '../metrics/metrics';

/**
 * The one way a rate limit says no: 429 `{ message }` with Retry-After in whole seconds (at least
 * 1), counted in `czc_rate_limit_refusals_total` under the limit's name (decision 0050).
 */
export function refuseOverLimit(reply: FastifyReply, limit: RateLimitName, retryAfterMs: number, message: string): FastifyReply {
  reply.server.metrics.rateLimitRefusals.inc({ limit });
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send({ message });
}
