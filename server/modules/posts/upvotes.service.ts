import { and, eq, sql } from 'drizzle-orm';
import type { UpvoteState } from '@contract/posts';
import type { Database } from '../../db/client';
import { posts, upvotes } from '../../db/schema/posts';
import { HttpError } from '../../http-error';
import { blockedError, blocks } from '../blocks/block-rules';
import { publishEvent } from '../events/event-notes';
import { utcDay } from './created-at';
import { isForeignKeyViolation, loadPostForMember, POST_NOT_FOUND, type PostAccess } from './post-access';
import { countUpvotes } from './post-counters';
import { sqlRows } from '../../db/sql-rows';

export const OWN_POST_LIKE = 'You cannot like your own post';

async function likeablePost(db: Database, userId: string, postId: string): Promise<PostAccess> {
  const access = await loadPostForMember(db, postId, userId);
  if (access.post.userId === userId) throw new HttpError(400, OWN_POST_LIKE);
  return access;
}

/**
 * Adds or removes this person's like. Only adding is refused by a block: taking back a like given
 * before it reaches nobody. Counters move only when a row really changed (INSERT … ON
 * CONFLICT DO NOTHING RETURNING / DELETE … RETURNING), so repeats and races never count twice.
 * A like counts on the day it is given; taking it back takes it from that same day.
 */
async function applyUpvote(
  db: Database,
  userId: string,
  access: PostAccess,
  want: boolean | 'toggle',
  now: Date,
): Promise<UpvoteState> {
  const postId = access.post.id;
  const target = { gameId: access.post.gameId, authorId: access.post.userId, postId };
  let changed = false;
  try {
    const state = await db.transaction(async (tx): Promise<UpvoteState> => {
      let removed = false;
      let added = false;
      if (want !== true) {
        const [row] = await tx
          .delete(upvotes)
          .where(and(eq(upvotes.postId, postId), eq(upvotes.userId, userId)))
          .returning({ createdAt: upvotes.createdAt });
        if (row) await countUpvotes(tx, target, utcDay(row.createdAt), -1);
        removed = row !== undefined;
      }
      // A toggle that just removed a like stops there; otherwise it adds one.
      if (want === true || (want === 'toggle' && !removed)) {
        // Someone the author blocks can't like the post (docs/decisions/0043-blocks.md): the
        // insert checks it itself, and the refusal rolls back the whole request.
        const [row] = await sqlRows<{ blocked: boolean; added: boolean }>(tx, sql`
            with refused as (select ${blocks(access.post.userId, userId)} as blocked),
            inserted as (
              insert into upvotes (post_id, user_id, created_at)
              select ${postId}, ${userId}, ${now.toISOString()} from refused where not refused.blocked
              on conflict do nothing
              returning 1
            )
            select refused.blocked, exists (select 1 from inserted) as added from refused`);
        if (row!.blocked) throw blockedError();
        if (row!.added) await countUpvotes(tx, target, utcDay(now), 1);
        added = row!.added;
      }
      const upvoted = want === 'toggle' ? !removed : want;
      const delta = (added ? 1 : 0) - (removed ? 1 : 0);
      changed = delta !== 0;
      const [post] =
        delta === 0
          ? await tx.select({ count: posts.upvoteCount }).from(posts).where(eq(posts.id, postId))
          : await tx
              .update(posts)
              .set({ upvoteCount: sql`${posts.upvoteCount} + ${delta}` })
              .where(eq(posts.id, postId))
              .returning({ count: posts.upvoteCount });
      if (!post) throw new HttpError(404, POST_NOT_FOUND);
      return { upvoted, count: post.count };
    });
    if (changed) await publishEvent(db, { kind: 'like', gameId: target.gameId, postId, upvoteCount: state.count, actorId: userId });
    return state;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(404, POST_NOT_FOUND);
    throw error;
  }
}

/**
 * POST /api/posts/{id}/upvote (docs/product.md §7): like when not liked, unlike when liked. `now` (when the like
 * is given) is a parameter so a seeding script can write history.
 */
export async function toggleUpvote(db: Database, userId: string, postId: string, now = new Date()): Promise<UpvoteState> {
  return applyUpvote(db, userId, await likeablePost(db, userId, postId), 'toggle', now);
}

/** PUT /api/posts/{id}/upvote (docs/architecture.md §4): sets the state; sending it twice changes nothing. */
export async function setUpvote(
  db: Database,
  userId: string,
  postId: string,
  upvoted: boolean,
  now = new Date(),
): Promise<UpvoteState> {
  return applyUpvote(db, userId, await likeablePost(db, userId, postId), upvoted, now);
}
