import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { posts, upvotes } from '../../db/schema/posts';
import { userDailyStats, userStats } from '../../db/schema/users';
import { countStreakDay } from '../users/streaks';
import { utcDay } from './created-at';

/**
 * The counters behind scores, stats and leaderboards (docs/architecture.md §6 "Scores"): every write that adds or
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
  /** posts.streak_day: the author's day it counts for in their streak (users/streaks.ts). */
  streakDay: string;
  /**
   * The post's point is already out of the scores because it is hidden (posts.score_withheld,
   * docs/decisions/0040-trust-and-safety.md): deleting it moves only the game's post count.
   */
  scoreWithheld?: boolean;
}

/**
 * The post's point without the game's post count: the author's score in the game, their totals and
 * the day the post counts for (its createdAt, UTC), and the creator's totals. What hiding a post
 * takes out and restoring puts back (withholdPostScore).
 */
async function countPoint(tx: Database, post: Omit<CountedPost, 'streakDay'>, delta: 1 | -1): Promise<void> {
  const day = utcDay(post.createdAt);
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
 * One accomplishment more (+1) or less (-1): the game's post count, the author's score in the game,
 * their totals and the day the post counts for (its createdAt, UTC), and the creator's totals.
 * A withheld post (deleted while hidden) has no point left to take back: only the post count moves.
 */
export async function countPost(tx: Database, post: CountedPost, delta: 1 | -1): Promise<void> {
  await tx
    .update(games)
    .set({ postCount: sql`${games.postCount} + ${delta}` })
    .where(eq(games.id, post.gameId));
  if (!post.scoreWithheld) await countPoint(tx, post, delta);
  // A hidden post still happened: its day stays in the streak (docs/decisions/0063-keep-playing.md).
  await countStreakDay(tx, post.userId, post.streakDay, delta);
}

/** The likes' counters, unconditionally (countUpvotes decides whether they count). */
async function addUpvotes(tx: Database, target: { gameId: string; authorId: string }, day: string, delta: number) {
  if (delta === 0) return;
  await tx
    .update(gameParticipants)
    .set({ upvotesReceived: sql`${gameParticipants.upvotesReceived} + ${delta}` })
    .where(and(eq(gameParticipants.gameId, target.gameId), eq(gameParticipants.userId, target.authorId)));
  await addToUserStats(tx, target.authorId, 'totalUpvotes', delta);
  await addToDailyStats(tx, target.authorId, day, 'upvotesReceived', delta);
}

/**
 * `delta` likes more or fewer received by `authorId` on post `postId` in `gameId`: the popular-vote
 * count in that game, the author's total and the day the likes were given (UTC). The post's own
 * upvote_count is moved by the caller, which needs the new value.
 *
 * Nothing moves while the post's score is withheld (it is hidden, decision 0040): its likes are out
 * of the counters until it is restored, which counts the likes it has then. The flag is read under
 * KEY SHARE, which waits for a hide or restore holding the post FOR UPDATE (withholdPostScore) and
 * never for another like's update of upvote_count.
 */
export async function countUpvotes(
  tx: Database,
  target: { gameId: string; authorId: string; postId: string },
  day: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const [post] = await tx
    .select({ withheld: posts.scoreWithheld })
    .from(posts)
    .where(eq(posts.id, target.postId))
    .for('key share');
  if (post?.withheld) return;
  await addUpvotes(tx, target, day, delta);
}

/** The post withholdPostScore moves: locked FOR UPDATE by the caller, in its transaction. */
export interface WithheldPost extends Omit<CountedPost, 'streakDay'> {
  id: string;
}

/**
 * Takes a hidden post's point out of every score and leaderboard counter (-1), or puts it back when
 * it is restored (+1), with the likes it has received (each on the day it was given): the same
 * counters a deletion changes, except the game's post count and the post's own like and comment
 * counts (docs/decisions/0040-trust-and-safety.md). The caller holds the post FOR UPDATE, checks
 * that its game is not finalised, and sets or clears posts.score_withheld in the same transaction.
 */
export async function withholdPostScore(tx: Database, post: WithheldPost, delta: 1 | -1): Promise<void> {
  await countPoint(tx, post, delta);
  const likesByDay = await tx
    .select({
      day: sql<string>`to_char(${upvotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      likes: sql<number>`count(*)`.mapWith(Number),
    })
    .from(upvotes)
    .where(eq(upvotes.postId, post.id))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  for (const { day, likes } of likesByDay) {
    await addUpvotes(tx, { gameId: post.gameId, authorId: post.userId }, day, delta * likes);
  }
}

/**
 * A post about to be deleted (or one of its comments, `commentId`): its open reports go with it by
 * their foreign keys, so the game's open_report_count (the moderators' badge, decision 0040) gives
 * them back first. A post's deletion takes its comments' reports along too.
 */
export async function forgetOpenReports(tx: Database, gameId: string, postId: string, commentId?: string): Promise<void> {
  const target = commentId
    ? sql`r.comment_id = ${commentId}`
    : sql`(r.post_id = ${postId} or r.comment_id in (select c.id from comments c where c.post_id = ${postId}))`;
  await tx.execute(sql`
    update games set open_report_count = open_report_count - n.open
    from (select count(*)::int as open from (
      -- Locked: a moderator resolving one of them now either finishes first (and it is no longer
      -- open here) or waits for this deletion and finds nothing to resolve.
      select 1 from reports r where ${target} and r.status = 'open' for update
    ) as locked) as n
    where games.id = ${gameId} and n.open > 0`);
}
