import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Comment, createCommentSchema } from '@contract/posts';
import type { Database } from '../../db/client';
import { comments, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { blockedError, blocks } from '../blocks/block-rules';
import { loadGameForMember } from '../games/game-access';
import { isForeignKeyViolation, loadPostForMember, POST_NOT_FOUND } from '../posts/post-access';
import { forgetOpenReports } from '../posts/post-counters';
import { toPublicUser } from '../../lib/user-mapper';
import { sqlRows } from '../../db/sql-rows';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_THE_COMMENT_AUTHOR = 'Only the author can delete this comment';

export type CreateCommentData = z.output<typeof createCommentSchema>;

/**
 * Comments (docs/architecture.md §6): participants of the post's game, in any game state. The comment and the
 * post's comment_count change in one transaction. `now` lets a seeding script write history.
 * Someone the post's author blocks can't comment on it (the neutral 403, nothing written,
 * docs/decisions/0043-blocks.md): the insert itself checks the block.
 */
export async function createComment(db: Database, userId: string, input: CreateCommentData, now = new Date()): Promise<Comment> {
  const { post } = await loadPostForMember(db, input.postId, userId);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [inserted] = await sqlRows<{ id: string }>(tx, sql`
          insert into comments (post_id, game_id, user_id, content, created_at)
          select ${post.id}, ${post.gameId}, ${userId}, ${input.content}, ${now.toISOString()}
          where not ${blocks(post.userId, userId)}
          returning id`);
      if (!inserted) throw blockedError();
      await tx
        .update(posts)
        .set({ commentCount: sql`${posts.commentCount} + 1` })
        .where(eq(posts.id, post.id));
      return inserted.id;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(404, POST_NOT_FOUND);
    throw error;
  }
  const [author] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return {
    id,
    content: input.content,
    postId: post.id,
    userId,
    user: toPublicUser(author!),
    createdAt: now.toISOString(),
    // A comment is never hidden when it is written.
    isRemoved: false,
  };
}

/**
 * A comment's author deletes it. Others get 403 (the participant message for strangers). The
 * count moves only when this request really deleted the row.
 */
export async function deleteComment(db: Database, userId: string, commentId: string): Promise<void> {
  const [comment] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  if (!comment) throw new HttpError(404, COMMENT_NOT_FOUND);
  if (comment.userId !== userId) {
    await loadGameForMember(db, comment.gameId, userId);
    throw new HttpError(403, NOT_THE_COMMENT_AUTHOR);
  }
  await db.transaction(async (tx) => {
    // Its reports go with it (ON DELETE CASCADE): out of the moderators' badge first (decision 0040),
    // with the comment locked so a concurrent delete of it waits and then finds nothing.
    const [locked] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, commentId)).for('update');
    if (!locked) return;
    await forgetOpenReports(tx, comment.gameId, comment.postId, commentId);
    const [deleted] = await tx
      .delete(comments)
      .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
      .returning({ postId: comments.postId });
    if (!deleted) return;
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} - 1` })
      .where(eq(posts.id, deleted.postId));
  });
}
