import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What a game put into the per-day counters of the 30-day leaderboards (docs/architecture.md §6: deleted posts
 * don't count), taken back before it is deleted, in the deletion's transaction: its posts for
 * their authors and its creator (on the post's day), the likes on them for their authors (on the
 * day each like was given), and the people who joined it, other than the creator (on the join day).
 * Set-based over this one game's rows; days are UTC like utcDay() on the write path. Hidden posts
 * whose point is withheld were taken out when they were hidden (decision 0040).
 */
export async function takeBackDailyCounters(tx: Database, gameId: string, creatorId: string): Promise<void> {
  const day = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  await tx.execute(sql`
    with deltas (user_id, day, posted, liked, hosted, joined) as (
      select p.user_id, ${day(sql.raw('p.created_at'))}, 1, 0, 0, 0 from posts p where p.game_id = ${gameId} and not p.score_withheld
      union all
      select ${creatorId}::uuid, ${day(sql.raw('p.created_at'))}, 0, 0, 1, 0 from posts p where p.game_id = ${gameId} and not p.score_withheld
      union all
      select p.user_id, ${day(sql.raw('l.created_at'))}, 0, 1, 0, 0
      from upvotes l join posts p on p.id = l.post_id where p.game_id = ${gameId} and not p.score_withheld
      union all
      select ${creatorId}::uuid, ${day(sql.raw('gp.created_at'))}, 0, 0, 0, 1
      from game_participants gp where gp.game_id = ${gameId} and gp.user_id <> ${creatorId}
    ),
    totals as (
      select user_id, day, sum(posted)::int as posted, sum(liked)::int as liked, sum(hosted)::int as hosted, sum(joined)::int as joined
      from deltas group by user_id, day
    )
    update user_daily_stats d
    set accomplishments = greatest(d.accomplishments - t.posted, 0),
        upvotes_received = greatest(d.upvotes_received - t.liked, 0),
        creator_accomplishments = greatest(d.creator_accomplishments - t.hosted, 0),
        creator_participants = greatest(d.creator_participants - t.joined, 0)
    from totals t
    where d.user_id = t.user_id and d.day = t.day`);
}
