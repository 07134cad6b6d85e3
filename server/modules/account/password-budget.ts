import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { TOO_MANY_ATTEMPTS } from '../../plugins/rate-limit';
import { refuseOverLimit } from '../../plugins/rate-limit-refusal';
import { DatabaseRateLimitStore } from '../../plugins/rate-limit-store';

/** docs/decisions/0046-password-and-devices.md: at most 10 password changes in 10 minutes per person. */
export const PASSWORD_CHANGE_LIMIT = { max: 10, timeWindowMs: 10 * 60_000 } as const;

/**
 * Every attempt counts, right or wrong, and it counts before the current password is checked: the
 * check costs scrypt (~166 ms of CPU), so a stolen session can't use this route to guess the
 * password faster than sign-in allows, nor to burn the server's CPU. In the database store, so
 * every instance shares the budget (docs/decisions/0046-password-and-devices.md).
 */
export class PasswordChangeBudget {
  private readonly store: DatabaseRateLimitStore;

  constructor(db: Database) {
    this.store = new DatabaseRateLimitStore(db, 'password-changes');
  }

  /** Takes one attempt; when spent, answers 429 with Retry-After and returns false. */
  async take(userId: string, reply: FastifyReply): Promise<boolean> {
    const { current, ttl } = await this.store.hit(userId, PASSWORD_CHANGE_LIMIT.timeWindowMs);
    if (current <= PASSWORD_CHANGE_LIMIT.max) return true;
    refuseOverLimit(reply, 'password-changes', ttl, TOO_MANY_ATTEMPTS);
    return false;
  }
}
