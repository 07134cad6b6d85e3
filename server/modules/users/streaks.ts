import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/**
 * Streaks (docs/decisions/0063-keep-playing.md): days in a row with at least one accomplishment,
 * each post counting for its date in its author's time zone at the time it was shared
 * (posts.streak_day). user_streak_days holds one row per active day with its post count; the
 * streak figures in user_stats are rebuilt from those rows (one per day, never the posts) whenever
 * a day appears or empties, the only moments they can change. Kept by the write transactions:
 * sharing and deleting a post (post-counters.ts), deleting a game (games/game-deletion.ts).
 */

/**
 * posts.streak_day of a post by `userId` done at `createdAt`: its date in their time zone now. UTC
 * when the person is gone (an account deleted while its post was on the way): the insert then fails
 * on posts.user_id's foreign key, which the write answers as for any vanished author, not on this
 * column's NOT NULL (a 500).
 */
export const streakDayOf = (userId: string, createdAt: Date): SQL<string> =>
  sql<string>`(${createdAt.toISOString()}::timestamptz at time zone coalesce((select u.time_zone from users u where u.id = ${userId}), 'UTC'))::date`;

/**
 * Rebuilds the person's current run (the one ending on their latest day), its last day and the
 * longest run from their days: a run's days minus their rank are one date (gaps and islands).
 * The caller's transaction already holds the person's user_stats row (upsertLocked), so two writes
 * of one person rebuild one after the other and the second sees the first's day.
 */
async function rebuildStreak(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`
    with d as (
      select day, day - (row_number() over (order by day))::int as grp from user_streak_days where user_id = ${userId}
    ), runs as (
      select max(day) as last_day, count(*)::int as len from d group by grp
    )
    update user_stats set
      current_streak = coalesce((select len from runs order by last_day desc limit 1), 0),
      longest_streak = coalesce((select max(len) from runs), 0),
      streak_last_day = (select max(last_day) from runs)
    where user_id = ${userId}`);
}

/** The person's user_stats row, created if missing, locked for the rest of the transaction. */
async function upsertLocked(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into user_stats (user_id) values (${userId})
    on conflict (user_id) do update set current_streak = user_stats.current_streak`);
}

/** One post more (+1) or less (-1) on the person's `day`; the streaks move when the day appears or empties. */
export async function countStreakDay(tx: Database, userId: string, day: string, delta: 1 | -1): Promise<void> {
  await upsertLocked(tx, userId);
  const [row] = await sqlRows<{ posts: number }>(tx, sql`
    insert into user_streak_days (user_id, day, posts) values (${userId}, ${day}, ${delta})
    on conflict (user_id, day) do update set posts = user_streak_days.posts + ${delta}
    returning posts`);
  const posts = Number(row?.posts ?? 0);
  if (posts === 1 && delta === 1) return rebuildStreak(tx, userId);
  if (posts <= 0) {
    await tx.execute(sql`delete from user_streak_days where user_id = ${userId} and day = ${day}`);
    await rebuildStreak(tx, userId);
  }
}

/**
 * A game about to be deleted (its posts go by cascade): each author's days lose that game's posts,
 * and the streaks of everyone who had some are rebuilt. In the deletion's transaction.
 */
export async function takeBackStreakDaysOfGame(tx: Database, gameId: string): Promise<void> {
  const rows = await sqlRows<{ user_id: string; day: string; n: number }>(tx, sql`
    select user_id, streak_day::text as day, count(*)::int as n from posts where game_id = ${gameId}
    group by user_id, streak_day order by user_id, streak_day`);
  const authors = [...new Set(rows.map((r) => r.user_id))];
  for (const userId of authors) await upsertLocked(tx, userId);
  for (const { user_id, day, n } of rows) {
    await tx.execute(sql`update user_streak_days set posts = posts - ${n} where user_id = ${user_id} and day = ${day}::date`);
  }
  if (authors.length === 0) return;
  await tx.execute(sql`delete from user_streak_days where posts <= 0 and user_id in (${sql.join(authors.map((a) => sql`${a}::uuid`), sql`, `)})`);
  for (const userId of authors) await rebuildStreak(tx, userId);
}

/** POST /api/user/stats/refresh: the person's days recounted from their posts (posts_user_created_idx), then the streaks. */
export async function recountStreakDays(tx: Database, userId: string): Promise<void> {
  await upsertLocked(tx, userId);
  await tx.execute(sql`delete from user_streak_days where user_id = ${userId}`);
  await tx.execute(sql`
    insert into user_streak_days (user_id, day, posts)
    select user_id, streak_day, count(*)::int from posts where user_id = ${userId} group by user_id, streak_day`);
  await rebuildStreak(tx, userId);
}
