import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { messages } from '../../db/schema/messages';
import { comments, posts } from '../../db/schema/posts';
import type { EventNote } from '../events/event-notes';
import { withholdPostScore } from '../posts/post-counters';

/**
 * Hiding and restoring content (docs/decisions/0040-trust-and-safety.md, 0041): posts, comments
 * and messages carry `hidden_by` ('reports' | 'moderators' | 'suspension') and `hidden_at`.
 * A hidden post of a game that is not finalised has its point taken out of every score and
 * leaderboard counter (posts.score_withheld) in the same transaction, and back on restore.
 *
 * Lock order, the same as sharing a post (posts.service.ts): the game's row (FOR NO KEY UPDATE,
 * which also makes the finaliser wait, so "not finalised" holds until commit), then the post's
 * row FOR UPDATE (which a like's foreign-key KEY SHARE waits for: a like lands wholly before or
 * after the hiding; post-counters.ts countUpvotes), then the counters.
 */

export type ContentType = 'post' | 'comment' | 'message';
export type HiddenBy = 'reports' | 'moderators' | 'suspension';
export interface ContentTarget {
  type: ContentType;
  id: string;
}

/**
 * Who may overwrite whom: a moderator's decision wins over the reports' and the suspension's
 * (so neither a dismissal nor lifting the suspension brings it back); reports and suspension
 * only hide what is shown.
 */
function hideCondition(column: typeof posts.hiddenBy | typeof comments.hiddenBy | typeof messages.hiddenBy, by: HiddenBy) {
  return by === 'moderators' ? sql`(${column} is null or ${column} <> 'moderators')` : isNull(column);
}

/** The live event that refreshes a game's open screens: the post itself, or the post of a comment. */
const postChanged = (gameId: string, postId: string): EventNote => ({ kind: 'post', gameId, postId, change: 'changed' });

/** The games' rows, in id order (two hidings at once never wait for each other in a loop). */
export async function lockGames(tx: Database, gameIds: string[]) {
  if (gameIds.length === 0) return new Map<string, { creatorId: string; finalized: boolean }>();
  const rows = await tx
    .select({ id: games.id, creatorId: games.creatorId, finalizedAt: games.finalizedAt })
    .from(games)
    .where(inArray(games.id, [...new Set(gameIds)].sort()))
    .orderBy(games.id)
    .for('no key update');
  return new Map(rows.map((g) => [g.id, { creatorId: g.creatorId, finalized: g.finalizedAt !== null }]));
}

type LockedPost = Pick<typeof posts.$inferSelect, 'id' | 'gameId' | 'userId' | 'createdAt' | 'hiddenBy' | 'scoreWithheld'>;
const lockedPostColumns = {
  id: posts.id,
  gameId: posts.gameId,
  userId: posts.userId,
  createdAt: posts.createdAt,
  hiddenBy: posts.hiddenBy,
  scoreWithheld: posts.scoreWithheld,
};

/**
 * Sets or clears `hidden_by` on posts the caller has locked, with their games locked, and moves
 * their points: out when hidden, back when restored, only while the game is not finalised.
 */
async function applyToPosts(
  tx: Database,
  locked: LockedPost[],
  gameOf: Map<string, { creatorId: string; finalized: boolean }>,
  change: { hide: HiddenBy } | { restore: HiddenBy },
): Promise<EventNote[]> {
  const notes: EventNote[] = [];
  for (const post of locked) {
    const game = gameOf.get(post.gameId)!;
    const counted = { ...post, creatorId: game.creatorId };
    if ('hide' in change) {
      const by = change.hide;
      if (post.hiddenBy !== null && (by !== 'moderators' || post.hiddenBy === 'moderators')) continue;
      const withhold = !post.scoreWithheld && !game.finalized;
      if (withhold) await withholdPostScore(tx, counted, -1);
      await tx
        .update(posts)
        .set({ hiddenBy: by, hiddenAt: sql`now()`, ...(withhold ? { scoreWithheld: true } : {}) })
        .where(eq(posts.id, post.id));
    } else {
      if (post.hiddenBy !== change.restore) continue;
      const giveBack = post.scoreWithheld && !game.finalized;
      if (giveBack) await withholdPostScore(tx, counted, 1);
      await tx
        .update(posts)
        .set({ hiddenBy: null, hiddenAt: null, ...(giveBack ? { scoreWithheld: false } : {}) })
        .where(eq(posts.id, post.id));
    }
    notes.push(postChanged(post.gameId, post.id));
  }
  return notes;
}

async function changePost(tx: Database, postId: string, change: { hide: HiddenBy } | { restore: HiddenBy }) {
  const [found] = await tx.select({ gameId: posts.gameId }).from(posts).where(eq(posts.id, postId));
  if (!found) return [];
  const gameOf = await lockGames(tx, [found.gameId]);
  const locked = await tx.select(lockedPostColumns).from(posts).where(eq(posts.id, postId)).for('update');
  return applyToPosts(tx, locked, gameOf, change);
}

/**
 * Hides one post, comment or message `by` reports, moderators or a suspension. Returns the live
 * events to publish after the commit (none when nothing changed: already hidden by someone whose
 * decision stands).
 */
export async function hideContent(tx: Database, target: ContentTarget, by: HiddenBy): Promise<EventNote[]> {
  if (target.type === 'post') return changePost(tx, target.id, { hide: by });
  if (target.type === 'comment') {
    const rows = await tx
      .update(comments)
      .set({ hiddenBy: by, hiddenAt: sql`now()` })
      .where(and(eq(comments.id, target.id), hideCondition(comments.hiddenBy, by)))
      .returning({ gameId: comments.gameId, postId: comments.postId });
    return rows.map((c) => postChanged(c.gameId, c.postId));
  }
  // A message has no live event of its own for this: the thread shows it at its next read.
  await tx
    .update(messages)
    .set({ hiddenBy: by, hiddenAt: sql`now()` })
    .where(and(eq(messages.id, target.id), hideCondition(messages.hiddenBy, by)));
  return [];
}

/** Shows again content hidden `by` exactly that cause (a moderator's hiding is not undone by a dismissal). */
export async function restoreContent(tx: Database, target: ContentTarget, by: HiddenBy): Promise<EventNote[]> {
  if (target.type === 'post') return changePost(tx, target.id, { restore: by });
  if (target.type === 'comment') {
    const rows = await tx
      .update(comments)
      .set({ hiddenBy: null, hiddenAt: null })
      .where(and(eq(comments.id, target.id), eq(comments.hiddenBy, by)))
      .returning({ gameId: comments.gameId, postId: comments.postId });
    return rows.map((c) => postChanged(c.gameId, c.postId));
  }
  await tx
    .update(messages)
    .set({ hiddenBy: null, hiddenAt: null })
    .where(and(eq(messages.id, target.id), eq(messages.hiddenBy, by)));
  return [];
}

/**
 * Every post of one author that is shown (hide) or hidden by their suspension (restore), with the
 * games locked first and then the posts, each in id order: locking them all before any counter
 * moves means a like on one of them never holds a counter row this needs while waiting for a post.
 */
export async function changePostsOfAuthor(tx: Database, userId: string, change: { hide: 'suspension' } | { restore: 'suspension' }) {
  const which = 'hide' in change ? isNull(posts.hiddenBy) : eq(posts.hiddenBy, change.restore);
  const found = await tx.selectDistinct({ gameId: posts.gameId }).from(posts).where(and(eq(posts.userId, userId), which));
  if (found.length === 0) return [];
  const gameOf = await lockGames(tx, found.map((p) => p.gameId));
  const locked = await tx
    .select(lockedPostColumns)
    .from(posts)
    .where(and(eq(posts.userId, userId), which))
    .orderBy(posts.id)
    .for('update');
  // A post shared in another game meanwhile (its game not locked above) waits for the next time.
  return applyToPosts(tx, locked.filter((p) => gameOf.has(p.gameId)), gameOf, change);
}
