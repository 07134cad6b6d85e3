import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshLeaderboards } from '../modules/leaderboards/refresh';
import { rebuildConversations } from '../modules/messages/conversation-rebuild';

/**
 * SEED TIME ONLY. The seeder writes rows in bulk with every counter at its default (0) and then
 * sets the counters once, set-based, from aggregates over the whole tables: one statement per
 * counter family instead of one `x = x + 1` per row. This full aggregation is exactly what docs/architecture.md
 * §6 forbids on a request; on a request path the counters move with each write (post-counters.ts,
 * membership.ts). Correct only on freshly seeded rows: it sets what it finds and leaves the rest at 0.
 *
 * Medal counters and games_completed stay 0: they come from game_results, which only the
 * finalisation of an ended game writes (the seeder leaves ended games to it).
 */
export async function setSeededCounters(db: Database): Promise<void> {
  const statements = [
    sql`update games set participant_count = c.n
        from (select game_id, count(*)::int as n from game_participants group by game_id) as c
        where games.id = c.game_id`,
    sql`update games set post_count = c.n
        from (select game_id, count(*)::int as n from posts group by game_id) as c
        where games.id = c.game_id`,
    // Both post counters in one pass, so each post row is rewritten once.
    sql`with likes as (select post_id, count(*)::int as n from upvotes group by post_id),
             replies as (select post_id, count(*)::int as n from comments group by post_id),
             totals as (
               select coalesce(likes.post_id, replies.post_id) as id, coalesce(likes.n, 0) as likes, coalesce(replies.n, 0) as replies
               from likes full join replies on replies.post_id = likes.post_id)
        update posts set upvote_count = totals.likes, comment_count = totals.replies
        from totals where posts.id = totals.id`,
    // After the post counters: a participant's likes received are the likes on their posts in the game.
    sql`update game_participants set score = a.n, upvotes_received = a.likes
        from (select game_id, user_id, count(*)::int as n, sum(upvote_count)::int as likes from posts group by game_id, user_id) as a
        where game_participants.game_id = a.game_id and game_participants.user_id = a.user_id`,
    sql`insert into user_stats (user_id, games_joined, games_created, total_accomplishments, total_upvotes,
                                creator_participants, creator_largest_game, creator_accomplishments)
        select u.id, coalesce(joined.n, 0), coalesce(created.n, 0), coalesce(authored.n, 0), coalesce(authored.likes, 0),
               coalesce(created.participants, 0), coalesce(created.largest, 0), coalesce(created.posts, 0)
        from users u
        left join (select user_id, count(*)::int as n from game_participants group by user_id) as joined on joined.user_id = u.id
        left join (select creator_id, count(*)::int as n, sum(participant_count)::int as participants,
                          max(participant_count)::int as largest, sum(post_count)::int as posts
                   from games group by creator_id) as created on created.creator_id = u.id
        left join (select user_id, count(*)::int as n, sum(upvote_count)::int as likes from posts group by user_id) as authored
               on authored.user_id = u.id
        on conflict (user_id) do update set
          games_joined = excluded.games_joined, games_created = excluded.games_created,
          total_accomplishments = excluded.total_accomplishments, total_upvotes = excluded.total_upvotes,
          creator_participants = excluded.creator_participants, creator_largest_game = excluded.creator_largest_game,
          creator_accomplishments = excluded.creator_accomplishments`,
    // The 30-day leaderboards' per-day counters, bucketed by UTC day like utcDay() on the write path:
    // a post counts on its createdAt day for its author and its game's creator, a like on the day
    // given, a participant (other than the creator) on the day they joined for the game's creator.
    sql`insert into user_daily_stats (user_id, day, accomplishments, upvotes_received, creator_accomplishments, creator_participants)
        select user_id, day, sum(posted)::int, sum(liked)::int, sum(hosted)::int, sum(joined)::int
        from (
          select p.user_id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as posted, 0 as liked, 0 as hosted, 0 as joined
          from posts p
          union all
          select p.user_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 1, 0, 0
          from upvotes l join posts p on p.id = l.post_id
          union all
          select g.creator_id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, 1, 0
          from posts p join games g on g.id = p.game_id
          union all
          select g.creator_id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, 0, 1
          from game_participants m join games g on g.id = m.game_id where m.user_id <> g.creator_id
        ) as events
        group by user_id, day
        on conflict (user_id, day) do update set
          accomplishments = excluded.accomplishments, upvotes_received = excluded.upvotes_received,
          creator_accomplishments = excluded.creator_accomplishments, creator_participants = excluded.creator_participants`,
    // Streaks (users/streaks.ts): each person's active days, then their runs of days in a row.
    sql`insert into user_streak_days (user_id, day, posts) select user_id, streak_day, count(*)::int from posts group by 1, 2`,
    sql`with d as (
          select user_id, day, day - (row_number() over (partition by user_id order by day))::int as grp from user_streak_days
        ), runs as (
          select user_id, max(day) as last_day, count(*)::int as len from d group by user_id, grp
        ), per_user as (
          select distinct on (user_id) user_id, last_day, len, max(len) over (partition by user_id) as longest
          from runs order by user_id, last_day desc
        )
        update user_stats s set current_streak = p.len, longest_streak = p.longest, streak_last_day = p.last_day
        from per_user p where s.user_id = p.user_id`,
  ];
  for (const statement of statements) await db.execute(statement);
  // The conversation rows (one per side, with the last message and the unread count) the send path keeps.
  await rebuildConversations(db);
  // The 30-day leaderboards' summary, as the server's job would write it within its first minute.
  await refreshLeaderboards(db);
}
