import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/**
 * The 'Past 30 Days' frame (docs/architecture.md §6 "Global leaderboards"): the current UTC day and the 29 before
 * it, the granularity of user_daily_stats. A post 30 or 31 days old is out; one from this morning
 * 29 days ago is in. The same holds for a join (from 00:00 UTC of the frame's first day on).
 */
export const FRAME_DAYS = 30;

const FIGURES = ['accomplishments', 'popular_votes', 'creator_participants', 'creator_largest_game', 'creator_accomplishments'];
const list = (prefix: string) => FIGURES.map((f) => `${prefix}${f}`).join(', ');

/**
 * Rewrites leaderboard_30d from the per-day counters (accomplishments by the post's day, likes by
 * the day given, creators' posts) and the joins of the frame (decision 0054): per game of a
 * creator, the people other than the creator who joined in the frame; their sum is the creator's
 * participants, the most in one game the largest game, so the one is never above the other. The
 * job may aggregate, the reads may not: a range of user_daily_stats_day_idx (the frame's days, not
 * all history) and of game_participants_joined_idx (the frame's joins).
 *
 * The new figures are compared with the stored rows by one hash join, and only the difference is
 * written: new people inserted (with their display name, the tie order; renames are the trigger's),
 * changed figures updated, people who dropped to 0 deleted. An idle minute writes nothing (PGlite
 * has no autovacuum to clean up after rewritten rows). `at` is the refresh's clock.
 */
export async function refreshSummary30d(tx: Database, at: SQL): Promise<{ changed: number; removed: number }> {
  const rows = await sqlRows<{ changed: number; removed: number }>(tx, sql`
    with frame as (
      select to_char(d, 'YYYY-MM-DD') as first_day, d at time zone 'UTC' as starts
      from (select ${at} as at) c,
      lateral (select date_trunc('day', c.at at time zone 'UTC') - ${`${FRAME_DAYS - 1} days`}::interval as d) x
    ),
    figures as (
      select d.user_id, d.accomplishments as a, d.upvotes_received as v, 0 as cp, 0 as lg, d.creator_accomplishments as ca
      from user_daily_stats d where d.day >= (select first_day from frame)
      union all
      select g.creator_id, 0, 0, count(*), count(*), 0
      from game_participants m join games g on g.id = m.game_id
      where m.created_at >= (select starts from frame) and m.user_id <> g.creator_id
      group by g.id
    ),
    fresh as (
      select user_id, greatest(sum(a), 0)::int as accomplishments, greatest(sum(v), 0)::int as popular_votes,
             greatest(sum(cp), 0)::int as creator_participants, max(lg)::int as creator_largest_game,
             greatest(sum(ca), 0)::int as creator_accomplishments
      from figures group by user_id
      having sum(a) > 0 or sum(v) > 0 or sum(cp) > 0 or max(lg) > 0 or sum(ca) > 0
    ),
    diff as (
      select coalesce(f.user_id, l.user_id) as user_id, ${sql.raw(list('f.'))},
             l.user_id is null as is_new, f.user_id is null as is_gone
      from fresh f full join leaderboard_30d l on l.user_id = f.user_id
      where f.user_id is null or l.user_id is null
         or (${sql.raw(list('f.'))}) is distinct from (${sql.raw(list('l.'))})
    ),
    inserted as (
      insert into leaderboard_30d (user_id, ${sql.raw(list(''))}, sort_name)
      select d.user_id, ${sql.raw(list('d.'))}, api_display_name(u) from diff d join users u on u.id = d.user_id where d.is_new
      returning 1
    ),
    updated as (
      update leaderboard_30d l set ${sql.raw(FIGURES.map((f) => `${f} = d.${f}`).join(', '))}
      from diff d where d.user_id = l.user_id and not d.is_new and not d.is_gone
      returning 1
    ),
    removed as (
      delete from leaderboard_30d l using diff d where d.user_id = l.user_id and d.is_gone returning 1
    )
    select ((select count(*) from inserted) + (select count(*) from updated))::int as changed,
           (select count(*) from removed)::int as removed`);
  return { changed: Number(rows[0]!.changed), removed: Number(rows[0]!.removed) };
}
