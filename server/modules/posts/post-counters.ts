import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { userDailyStats, userStats } from '../../db/schema/users';
import { utcDay } from './created-at';

/**
 * The counters behind scores, stats and leaderboards (DESIGN §6 "Scores"): every write that adds or
 * removes a post or a like moves them in the same transaction, by atomic `x = x + n` updates, so
 * reads never count rows and concurrent writes never lose an update. `tx` is the caller's transaction.
 */

type StatsColumn = 'totalAccomplishments' | 'totalUpvotes' | 'creatorAccomplishments';
type DailyColumn = 'accomplishments' | 'upvotesReceived' | 'creatorAccomplishments';

/** Upsert: the first counted event creates the person's row. */
async function addToUserStats(tx: Database, userId: string, column: StatsColumn, delta: number) {
  await tx
    .insert(userStats)
    .values({ userId, [column]: delta })
    .onConflictDoUpdate({ target: userStats.userId, set: { [column]: sql`${userStats[column]} + ${delta}` } });
}

async function addToDailyStats(tx: Database, userId: string, day: string, column: DailyColumn, delta: number) {
  await tx
    .insert(userDailyStats)
    .values({ userId, day, [column]: delta })
    .onConflictDoUpdate({
      target: [userDailyStats.userId, userDailyStats.day],
      set: { [column]: sql`${userDailyStats[column]} + ${delta}` },
    });
}

export interface CountedPost {
  gameId: string;
  userId: string;
  createdAt: Date;
  /** The game's creator: the creator leaderboard counts posts made in their games. */
  creatorId: string;
}

/**
 * One accomplishment more (+1) or less (-1): the game's post count, the author's score in the game,
 * their totals and the day the post counts for (its createdAt, UTC), and the creator's totals.
 */
export async function countPost(tx: Database, post: CountedPost, delta: 1 | -1): Promise<void> {
  const day = utcDay(post.createdAt);
  await tx
    .update(games)
    .set({ postCount: sql`${games.postCount} + ${delta}` })
    .where(eq(games.id, post.gameId));
  await tx
    .update(gameParticipants)
    .set({ score: sql`${gameParticipants.score} + ${delta}` })
    .where(and(eq(gameParticipants.gameId, post.gameId), eq(gameParticipants.userId, post.userId)));
  // Every user_stats row in user id order, then the per-day rows in the same order, as
  // applyMembershipStats does: a post by A in B's game and one by B in A's game, at once, would
  // otherwise each hold one person's row and wait for the other's.
  const counted = [
    { userId: post.userId, stats: 'totalAccomplishments', daily: 'accomplishments' } as const,
    { userId: post.creatorId, stats: 'creatorAccomplishments', daily: 'creatorAccomplishments' } as const,
  ].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  for (const { userId, stats } of counted) await addToUserStats(tx, userId, stats, delta);
  for (const { userId, daily } of counted) await addToDailyStats(tx, userId, day, daily, delta);
}

/**
 * `delta` likes more or fewer received by `authorId` on a post in `gameId`: the popular-vote count in
 * that game, the author's total and the day the likes were given (UTC). The post's own upvote_count
 * is moved by the caller, which needs the new value.
 */
export async function countUpvotes(
  tx: Database,
  target: { gameId: string; authorId: string },
  day: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(gameParticipants)
    .set({ upvotesReceived: sql`${gameParticipants.upvotesReceived} + ${delta}` })
    .where(and(eq(gameParticipants.gameId, target.gameId), eq(gameParticipants.userId, target.authorId)));
  await addToUserStats(tx, target.authorId, 'totalUpvotes', delta);
  await addToDailyStats(tx, target.authorId, day, 'upvotesReceived', delta);
}
