import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { TOO_MANY_ATTEMPTS } from './rate-limit';
import { refuseOverLimit } from './rate-limit-refusal';
import { DatabaseRateLimitStore } from './rate-limit-store';

/**
 * Decision 0037: failed sign-ins per account, from all addresses together (the per-IP limit in
 * rate-limit.ts alone let eight addresses make 80 guesses at one account in 13 s). 20 in 15 minutes
 * is far above a person who forgot which password they used and well below what guessing needs.
 * Decision 0037.
 */
export const ACCOUNT_SIGNIN_LIMIT = { max: 20, timeWindowMs: 15 * 60_000 } as const;

/**
 * The budget of one username (as the sign-in schema normalises it: trimmed, lower case, which is
 * how the server compares usernames). Unknown usernames have a budget too and get the same
 * answers, so the limit tells nothing about which accounts exist.
 *
 * Only failures count, yet the check must come before the password is hashed (scrypt is ~166 ms
 * of CPU per guess, and a refused guess must cost none) and must hold under a parallel burst: so
 * every attempt takes a hit first, in one atomic upsert, and a successful sign-in gives it back.
 */
export class SignInBudget {
  private readonly store: DatabaseRateLimitStore;

  constructor(
    db: Database,
    private readonly limit: { max: number; timeWindowMs: number } = ACCOUNT_SIGNIN_LIMIT,
  ) {
    this.store = new DatabaseRateLimitStore(db, 'signin-failures');
  }

  /**
   * Takes one attempt from `username`'s budget. Spent: answers 429 with Retry-After on `reply`
   * and returns false (the caller stops there, before any hashing).
   */
  async take(username: string, reply: FastifyReply): Promise<boolean> {
    const { current, ttl } = await this.store.hit(username, this.limit.timeWindowMs);
    if (current <= this.limit.max) return true;
    refuseOverLimit(reply, 'signin-failures', ttl, TOO_MANY_ATTEMPTS);
    return false;
  }

  /** Gives the attempt back: the password was right, so it was not a failure. */
  refund(username: string): Promise<void> {
    return this.store.refund(username);
  }
}
