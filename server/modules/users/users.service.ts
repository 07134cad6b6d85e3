import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type profilePatchSchema, type User, type UserStats, ZERO_STATS } from '@contract/user';
import { MEDAL_POINTS } from '@contract/results';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { toPublicUser } from '../../lib/user-mapper';
import { STATS_ANSWER } from './stats.document';
import { recountStreakDays } from './streaks';

/**
 * The profile form's three fields (together: an absent optional text is stored as "not set") and/or
 * the time zone the app reports (docs/decisions/0063-keep-playing.md). A zone Intl knows but this
 * database does not (their zone lists can differ by a release) is a 400, never a failing post later.
 */
export async function updateProfile(db: Database, userId: string, input: z.output<typeof profilePatchSchema>): Promise<User> {
  if (input.timeZone !== undefined) {
    const known = await sqlRows<{ one: number }>(db, sql`select 1 as one from pg_timezone_names where name = ${input.timeZone}`);
    if (known.length === 0) throw new HttpError(400, `Unknown time zone: ${input.timeZone}`);
  }
  const profile =
    input.firstName === undefined ? {} : { firstName: input.firstName, lastName: input.lastName || null, bio: input.bio || null };
  const [row] = await db
    .update(users)
    .set({ ...profile, ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }), updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  // The session resolved this user a moment ago; a concurrent account deletion is the only way here.
  if (!row) throw new HttpError(401, 'Unauthorized');
  return toPublicUser(row);
}


/**
 * POST /api/user/stats/refresh, the 'Update Stats' button (docs/architecture.md §6): recounts every counter of
 * the caller's stats row from the source rows (a repair, should a counter ever have drifted). Each
 * count is bounded by one person's own rows, through their indexes: memberships
 * (game_participants_user_idx), games created (games_creator_idx), posts (posts_user_created_idx)
 * and the likes on them (the upvotes primary key), results (game_results_user_idx); never a scan of
 * everyone's. The creator totals add up the counters of the games I created (posts in them could
 * be millions). The 30-day per-day counters are left alone: they age out.
 */
export async function refreshUserStats(db: Database, userId: string): Promise<UserStats> {
  const medal = (type: string) => sql.raw(`count(*) filter (where r.medal_type = '${type}')::int`);
  await db.execute(sql`
    insert into user_stats as s (
      user_id, games_joined, games_created, creator_participants, creator_largest_game, creator_accomplishments,
      total_accomplishments, total_upvotes, games_completed, gold_medals, silver_medals, bronze_medals,
      popular_vote_medals, medal_score
    )
    select ${userId}::uuid,
      (select count(*)::int from game_participants p where p.user_id = ${userId}),
      created.games, created.participants, created.largest, created.posts,
      (select count(*)::int from posts p where p.user_id = ${userId}),
      (select count(*)::int from posts p join upvotes v on v.post_id = p.id where p.user_id = ${userId}),
      medals.completed, medals.gold, medals.silver, medals.bronze, medals.popular,
      ${MEDAL_POINTS.gold} * medals.gold + ${MEDAL_POINTS.silver} * medals.silver
        + ${MEDAL_POINTS.bronze} * medals.bronze + ${MEDAL_POINTS.popularVote} * medals.popular
    from (
      select count(*)::int as games, coalesce(sum(g.participant_count), 0)::int as participants,
        coalesce(max(g.participant_count), 0)::int as largest, coalesce(sum(g.post_count), 0)::int as posts
      from games g where g.creator_id = ${userId}
    ) as created, (
      select count(*)::int as completed, ${medal('gold')} as gold, ${medal('silver')} as silver,
        ${medal('bronze')} as bronze, count(*) filter (where r.popular_vote)::int as popular
      from game_results r where r.user_id = ${userId}
    ) as medals
    on conflict (user_id) do update set
      games_joined = excluded.games_joined, games_created = excluded.games_created,
      creator_participants = excluded.creator_participants, creator_largest_game = excluded.creator_largest_game,
      creator_accomplishments = excluded.creator_accomplishments, total_accomplishments = excluded.total_accomplishments,
      total_upvotes = excluded.total_upvotes, games_completed = excluded.games_completed,
      gold_medals = excluded.gold_medals, silver_medals = excluded.silver_medals, bronze_medals = excluded.bronze_medals,
      popular_vote_medals = excluded.popular_vote_medals, medal_score = excluded.medal_score`);
  // The streak days too, from my posts' own days (users/streaks.ts), then the answer GET /api/user/stats gives.
  await db.transaction((tx) => recountStreakDays(tx, userId));
  const [row] = await sqlRows<{ body: string }>(db, sql`with me as (select ${userId}::uuid as id) select answer.body::text as body from me cross join lateral (${sql.raw(STATS_ANSWER)}) as answer`);
  return row ? (JSON.parse(row.body) as UserStats) : ZERO_STATS;
}
