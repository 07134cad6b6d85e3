import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/infrastructure';

/**
 * A @fastify/rate-limit store backed by the `rate_limits` table (docs/architecture.md §2: no counter in process
 * memory, so N instances behind a load balancer share one budget per key). Fixed windows: the first
 * hit opens a window of `timeWindow` ms, later hits in it count up, the first hit after it restarts.
 * All arithmetic happens in one atomic upsert on the database clock, so instances with skewed clocks
 * and concurrent requests still agree.
 */

/** Expired rows are swept at most this often per store (and per route), on the request path. */
const CLEANUP_EVERY_MS = 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    /** Keeps one route's counters apart from another's for the same IP or user. */
    private readonly namespace = 'global',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, _max?: number): void {
    this.hit(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** Counts one hit on `key` (in this store's namespace): the count in the current window and the ms until it resets. */
  async hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const fullKey = `${this.namespace}|${key}`;
    const window = sql`make_interval(secs => ${timeWindowMs / 1000}::double precision)`;
    const expired = sql`rate_limits.reset_at <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: fullKey, count: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else rate_limits.reset_at end`,
        },
      })
      .returning({
        current: rateLimits.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`,
      });
    await this.cleanup();
    return { current: row!.current, ttl: Number(row!.ttl) };
  }

  /**
   * Takes back one hit on `key` in its current window: for limits that count only some outcomes,
   * the hit is taken before the work (so a burst can't slip past the budget) and returned after.
   */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(sql`${rateLimits.key} = ${`${this.namespace}|${key}`} and ${rateLimits.resetAt} > now() and ${rateLimits.count} > 0`);
  }

  /** Sweeps finished windows so the table stays as small as the set of recently active keys. */
  private async cleanup(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 minute'`);
  }

  child(routeOptions: unknown): DatabaseRateLimitStore {
    const { groupId, routeInfo } = routeOptions as ChildOptions;
    const method = [routeInfo?.method ?? ''].flat().join(',');
    const namespace = groupId ?? (routeInfo?.url ? `${method} ${routeInfo.url}` : this.namespace);
    return new DatabaseRateLimitStore(this.db, namespace);
  }
}

/** @fastify/rate-limit constructs its store itself (`new Store(options)`): bind the database first. */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
