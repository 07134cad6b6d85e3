import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshRankSteps } from './rank-steps';

/**
 * The 'Past 30 Days' frame (DESIGN §6 "Global leaderboards"): the current UTC day and the 29 before
 * it, the granularity of user_daily_stats. A post 30 or 31 days old is out; one from this morning
 * 29 days ago is in. Games count when they started inside the same frame (from 00:00 UTC of its
 * first day until now).
 */
export const FRAME_DAYS = 30;

export interface RefreshOptions {
  /** The clock; by default the database's own. Tests move it. */
  now?: Date;
  /** Skip when another refresh (any instance) ran less than this long ago. 0: always refresh. */
  minAgeMs?: number;
}

export type RefreshResult =
  | { refreshed: false }
  | { refreshed: true; changed: number; removed: number; steps: { changed: number; removed: number } };

type Rows<T> = { rows: T[] };

/**
 * The leaderboards' refresh (the job's pass): rewrites leaderboard_30d from the per-day counters (user_daily_stats: accomplishments by the
 * post's day, likes by the day given, creators' posts and joined participants) and the sizes of the
 * games that started in the frame, with each person's display name (the boards' tie order), then
 * leaderboard_rank_steps (where people outside a top 50 stand) for all 13 boards. This job may aggregate, the reads may not: it reads a range of
 * user_daily_stats_day_idx (the frame's days, not all history) and of games_start_idx.
 *
 * Several instances at once (DESIGN §6): the claim row's conditional upsert is the guard. A second
 * refresh waits on that row's lock until the first commits, then finds it fresh and does nothing
 * (or, with minAgeMs 0, runs after it). A claim stamped later than this refresh's clock (a clock
 * that went back; tests moving it) does not block it: an extra refresh is harmless. Only rows whose figures changed are written, and people
 * who dropped to 0 are deleted, so an idle minute writes nothing (PGlite has no autovacuum).
 */
export async function refreshLeaderboards(db: Database, options: RefreshOptions = {}): Promise<RefreshResult> {
  const at = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const minAge = `${Math.max(0, Math.round(options.minAgeMs ?? 0))} milliseconds`;
  return db.transaction(async (tx) => {
    const claim = (await tx.execute(sql`
      insert into leaderboard_refresh as r (id, refreshed_at) values (1, ${at})
      on conflict (id) do update set refreshed_at = excluded.refreshed_at
      where r.refreshed_at <= excluded.refreshed_at - ${minAge}::interval or r.refreshed_at > excluded.refreshed_at
      returning r.id`)) as unknown as Rows<{ id: number }>;
    if (claim.rows.length === 0) return { refreshed: false };

    const result = (await tx.execute(sql`
      with frame as (
        select to_char(d, 'YYYY-MM-DD') as first_day, d at time zone 'UTC' as starts, c.at as ends
        from (select ${at} as at) c,
        lateral (select date_trunc('day', c.at at time zone 'UTC') - ${`${FRAME_DAYS - 1} days`}::interval as d) x
      ),
      figures as (
        select d.user_id, d.accomplishments as a, d.upvotes_received as v, d.creator_participants as cp,
               0 as lg, d.creator_accomplishments as ca
        from user_daily_stats d where d.day >= (select first_day from frame)
        union all
        select g.creator_id, 0, 0, 0, g.participant_count, 0
        from games g where g.start_time >= (select starts from frame) and g.start_time <= (select ends from frame)
      ),
      totals as (
        select user_id, greatest(sum(a), 0)::int as a, greatest(sum(v), 0)::int as v, greatest(sum(cp), 0)::int as cp,
               max(lg)::int as lg, greatest(sum(ca), 0)::int as ca
        from figures group by user_id
        having sum(a) > 0 or sum(v) > 0 or sum(cp) > 0 or max(lg) > 0 or sum(ca) > 0
      ),
      fresh as (select t.*, api_display_name(u) as name from totals t join users u on u.id = t.user_id),
      written as (
        insert into leaderboard_30d as l
          (user_id, accomplishments, popular_votes, creator_participants, creator_largest_game, creator_accomplishments, sort_name)
        select user_id, a, v, cp, lg, ca, name from fresh
        on conflict (user_id) do update set
          accomplishments = excluded.accomplishments, popular_votes = excluded.popular_votes,
          creator_participants = excluded.creator_participants, creator_largest_game = excluded.creator_largest_game,
          creator_accomplishments = excluded.creator_accomplishments, sort_name = excluded.sort_name
        where (l.accomplishments, l.popular_votes, l.creator_participants, l.creator_largest_game, l.creator_accomplishments, l.sort_name)
          is distinct from (excluded.accomplishments, excluded.popular_votes, excluded.creator_participants,
                            excluded.creator_largest_game, excluded.creator_accomplishments, excluded.sort_name)
        returning 1
      ),
      removed as (
        delete from leaderboard_30d l where not exists (select 1 from fresh f where f.user_id = l.user_id) returning 1
      )
      select (select count(*) from written)::int as changed, (select count(*) from removed)::int as removed`)) as unknown as Rows<{
      changed: number;
      removed: number;
    }>;
    const row = result.rows[0]!;
    // Then where everyone stands on every board (rank-steps.ts), from the rows just written.
    const steps = await refreshRankSteps(tx);
    return { refreshed: true, changed: Number(row.changed), removed: Number(row.removed), steps };
  });
}
