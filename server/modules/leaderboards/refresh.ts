import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshRankSteps } from './rank-steps';
import { refreshSummary30d } from './summary-30d';
import { sqlRows } from '../../db/sql-rows';

export { FRAME_DAYS } from './summary-30d';

export interface RefreshOptions {
  /** The clock; by default the database's own. Tests move it. */
  now?: Date;
  /** Skip when another refresh (any instance) ran less than this long ago. 0: always refresh. */
  minAgeMs?: number;
}

export type RefreshResult =
  | { refreshed: false }
  | { refreshed: true; changed: number; removed: number; steps: { changed: number; removed: number } };

/**
 * The leaderboards' refresh, the job's pass (docs/architecture.md §6 "Global leaderboards", at most 60 s stale):
 * the 30-day rows (summary-30d.ts), then where everyone stands on all 13 boards (rank-steps.ts),
 * in one transaction, so the 30-day steps match the 30-day rows.
 *
 * Several instances at once (docs/architecture.md §6): the claim row's conditional upsert is the guard. A second
 * refresh waits on that row's lock until the first commits, then finds it fresh and does nothing
 * (or, with minAgeMs 0, runs after it). A claim stamped later than this refresh's clock (a clock
 * that went back; tests moving it) does not block it: an extra refresh is harmless.
 */
export async function refreshLeaderboards(db: Database, options: RefreshOptions = {}): Promise<RefreshResult> {
  const at = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const minAge = `${Math.max(0, Math.round(options.minAgeMs ?? 0))} milliseconds`;
  return db.transaction(async (tx) => {
    const claimRows = await sqlRows<{ id: number }>(tx, sql`
      insert into leaderboard_refresh as r (id, refreshed_at) values (1, ${at})
      on conflict (id) do update set refreshed_at = excluded.refreshed_at
      where r.refreshed_at <= excluded.refreshed_at - ${minAge}::interval or r.refreshed_at > excluded.refreshed_at
      returning r.id`);
    if (claimRows.length === 0) return { refreshed: false };

    const summary = await refreshSummary30d(tx, at);
    // Then where everyone stands on every board (rank-steps.ts), from the rows just written.
    const steps = await refreshRankSteps(tx);
    return { refreshed: true, ...summary, steps };
  });
}
