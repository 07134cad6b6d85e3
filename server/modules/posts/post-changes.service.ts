import { eq, sql } from 'drizzle-orm';
import type { Post } from '@contract/posts';
import type { Database } from '../../db/client';
import { posts, upvotes } from '../../db/schema/posts';
import { HttpError } from '../../http-error';
import { publishEvent } from '../events/event-notes';
import { deleteImage } from '../images/images.service';
import { countPost, countUpvotes, forgetOpenReports } from './post-counters';
import { loadPostForAuthor, POST_NOT_FOUND, requireStatus } from './post-access';
import { loadPostView } from './post-view';

/** docs/architecture.md §6: edit and delete while the game is active; redact and remove image also afterwards. */
export const EDIT_ONLY_WHILE_ACTIVE = 'Posts can only be edited while the game is active';
export const DELETE_ONLY_WHILE_ACTIVE = 'Posts can only be deleted while the game is active';
export const NOT_BEFORE_START = 'This game has not started yet';
export const REDACTED_FOR_GOOD = 'This post has been redacted and can no longer be edited';

async function view(db: Database, userId: string, postId: string): Promise<Post> {
  const post = await loadPostView(db, userId, postId);
  // Deleted by a concurrent request of the same author between the change and this read.
  if (!post) throw new HttpError(404, POST_NOT_FOUND);
  return post;
}

export async function editPost(db: Database, userId: string, postId: string, content: string): Promise<Post> {
  const access = await loadPostForAuthor(db, postId, userId);
  requireStatus(access, ['active'], EDIT_ONLY_WHILE_ACTIVE);
  if (access.post.isRedacted) throw new HttpError(409, REDACTED_FOR_GOOD);
  // The redaction check again in SQL: a redact that lands between our read and this write wins.
  await db
    .update(posts)
    .set({ content, updatedAt: sql`now()` })
    .where(sql`${posts.id} = ${postId} and not ${posts.isRedacted}`);
  return view(db, userId, postId);
}

/**
 * Redact (docs/architecture.md §6): the text is overwritten, not just hidden, so it is gone for good; the record,
 * its point, likes and comments stay. Repeating it is harmless.
 */
export async function redactPost(db: Database, userId: string, postId: string): Promise<Post> {
  const access = await loadPostForAuthor(db, postId, userId);
  requireStatus(access, ['active', 'completed'], NOT_BEFORE_START);
  await db.update(posts).set({ content: '', isRedacted: true, updatedAt: sql`now()` }).where(eq(posts.id, postId));
  return view(db, userId, postId);
}

/** The image row itself is deleted (posts.image_id becomes null by its foreign key). No image: no-op. */
export async function removePostImage(db: Database, userId: string, postId: string): Promise<Post> {
  const access = await loadPostForAuthor(db, postId, userId);
  requireStatus(access, ['active', 'completed'], NOT_BEFORE_START);
  if (access.post.imageId) {
    const imageId = access.post.imageId;
    await db.transaction(async (tx) => {
      await tx.update(posts).set({ imageId: null, updatedAt: sql`now()` }).where(eq(posts.id, postId));
      await deleteImage(tx, imageId);
    });
  }
  return view(db, userId, postId);
}

/**
 * Delete (author, active game): the post, its image, and everything it counted for: the point, and
 * the likes it received, taken back from the days they were given. The post row is locked first, so
 * a like that is being added right now either finishes before (and is taken back here) or fails on
 * the missing post afterwards; a second concurrent delete finds nothing and changes nothing.
 */
export async function deletePost(db: Database, userId: string, postId: string): Promise<void> {
  const access = await loadPostForAuthor(db, postId, userId);
  requireStatus(access, ['active'], DELETE_ONLY_WHILE_ACTIVE);
  const deleted = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: posts.id, imageId: posts.imageId, scoreWithheld: posts.scoreWithheld, streakDay: posts.streakDay })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!locked) return false;
    // Same lock order as createPost (the game's row first), so the two never deadlock. A hidden
    // post whose point is withheld (decision 0040) has no point left to take back.
    await countPost(
      tx,
      {
        gameId: access.post.gameId,
        userId,
        createdAt: access.post.createdAt,
        creatorId: access.game.creatorId,
        scoreWithheld: locked.scoreWithheld,
        streakDay: locked.streakDay,
      },
      -1,
    );
    // Its reports, and its comments', go with it (ON DELETE CASCADE): out of the moderators' badge.
    await forgetOpenReports(tx, access.post.gameId, postId);
    const likesByDay = await tx
      .select({
        day: sql<string>`to_char(${upvotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        likes: sql<number>`count(*)`.mapWith(Number),
      })
      .from(upvotes)
      .where(eq(upvotes.postId, postId))
      .groupBy(sql`1`);
    for (const { day, likes } of likesByDay) {
      await countUpvotes(tx, { gameId: access.post.gameId, authorId: userId, postId }, day, -likes);
    }
    // Upvotes and comments go with the post (ON DELETE CASCADE).
    await tx.delete(posts).where(eq(posts.id, postId));
    if (locked.imageId) await deleteImage(tx, locked.imageId);
    return true;
  });
  if (deleted) await publishEvent(db, { kind: 'post', gameId: access.post.gameId, postId, change: 'deleted', actorId: userId });
}
