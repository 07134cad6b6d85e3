import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { gameParticipants, games } from '../../server/db/schema/games';
import { comments, posts, upvotes } from '../../server/db/schema/posts';
import { userDailyStats, userStats } from '../../server/db/schema/users';

/**
 * Test-only: every counter recomputed from the rows themselves, the way the write path (and the
 * seeder) must keep them. Deliberately the slow full aggregation that production never runs.
 */

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const nonZero = (entries: [string, number][]) => new Map(entries.filter(([, n]) => n !== 0));

/** The post, like and comment counters as counting the rows gives them (zeros left out). */
export async function recountPostCounters(db: Database) {
  const [allPosts, allLikes, allComments, allGames] = await Promise.all([
    db.select().from(posts),
    db.select().from(upvotes),
    db.select().from(comments),
    db.select().from(games),
  ]);
  const postById = new Map(allPosts.map((p) => [p.id, p]));
  const creatorOf = new Map(allGames.map((g) => [g.id, g.creatorId]));
  const expected = {
    postCount: new Map<string, number>(),
    score: new Map<string, number>(),
    upvotesReceived: new Map<string, number>(),
    upvoteCount: new Map<string, number>(),
    commentCount: new Map<string, number>(),
    totalAccomplishments: new Map<string, number>(),
    totalUpvotes: new Map<string, number>(),
    creatorAccomplishments: new Map<string, number>(),
    dailyAccomplishments: new Map<string, number>(),
    dailyUpvotes: new Map<string, number>(),
    dailyCreator: new Map<string, number>(),
  };
  for (const p of allPosts) {
    const creator = creatorOf.get(p.gameId)!;
    tally(expected.postCount, p.gameId);
    // A hidden post whose point is withheld (decision 0040) counts for its game's post count only.
    if (p.scoreWithheld) continue;
    tally(expected.score, `${p.gameId}/${p.userId}`);
    tally(expected.totalAccomplishments, p.userId);
    tally(expected.creatorAccomplishments, creator);
    tally(expected.dailyAccomplishments, `${p.userId}/${dayOf(p.createdAt)}`);
    tally(expected.dailyCreator, `${creator}/${dayOf(p.createdAt)}`);
  }
  for (const like of allLikes) {
    const p = postById.get(like.postId)!;
    tally(expected.upvoteCount, p.id);
    if (p.scoreWithheld) continue;
    tally(expected.upvotesReceived, `${p.gameId}/${p.userId}`);
    tally(expected.totalUpvotes, p.userId);
    tally(expected.dailyUpvotes, `${p.userId}/${dayOf(like.createdAt)}`);
  }
  for (const c of allComments) tally(expected.commentCount, c.postId);
  return expected;
}

/** What the write path kept, in the same shape (zeros dropped: a counter row may outlive its last event). */
export async function storedPostCounters(db: Database) {
  const [allGames, members, allPosts, stats, daily] = await Promise.all([
    db.select().from(games),
    db.select().from(gameParticipants),
    db.select().from(posts),
    db.select().from(userStats),
    db.select().from(userDailyStats),
  ]);
  return {
    postCount: nonZero(allGames.map((g) => [g.id, g.postCount])),
    score: nonZero(members.map((m) => [`${m.gameId}/${m.userId}`, m.score])),
    upvotesReceived: nonZero(members.map((m) => [`${m.gameId}/${m.userId}`, m.upvotesReceived])),
    upvoteCount: nonZero(allPosts.map((p) => [p.id, p.upvoteCount])),
    commentCount: nonZero(allPosts.map((p) => [p.id, p.commentCount])),
    totalAccomplishments: nonZero(stats.map((s) => [s.userId, s.totalAccomplishments])),
    totalUpvotes: nonZero(stats.map((s) => [s.userId, s.totalUpvotes])),
    creatorAccomplishments: nonZero(stats.map((s) => [s.userId, s.creatorAccomplishments])),
    dailyAccomplishments: nonZero(daily.map((d) => [`${d.userId}/${d.day}`, d.accomplishments])),
    dailyUpvotes: nonZero(daily.map((d) => [`${d.userId}/${d.day}`, d.upvotesReceived])),
    dailyCreator: nonZero(daily.map((d) => [`${d.userId}/${d.day}`, d.creatorAccomplishments])),
  };
}

// Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves the result opaque.
const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The membership counters next to their recount: per game the stored and the counted participants,
 * per user_stats row each stored column beside the value counting gives.
 */
export async function recountMembershipCounters(db: Database) {
  const gameRows = await rowsOf<{ id: string; stored: number; counted: number }>(db, sql`
    select g.id, g.participant_count as stored, (select count(*)::int from game_participants p where p.game_id = g.id) as counted
    from games g`);
  const statRows = await rowsOf<Record<string, number | string>>(db, sql`
    select s.user_id,
           s.games_joined, (select count(*)::int from game_participants p where p.user_id = s.user_id) as joined,
           s.games_created, (select count(*)::int from games g where g.creator_id = s.user_id) as created,
           s.creator_participants, (select coalesce(sum(g.participant_count), 0)::int from games g where g.creator_id = s.user_id) as participants,
           s.creator_largest_game, (select coalesce(max(g.participant_count), 0)::int from games g where g.creator_id = s.user_id) as largest
    from user_stats s`);
  return { gameRows, statRows };
}
