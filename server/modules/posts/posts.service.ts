import type { z } from 'zod';
import type { createPostSchema, Post } from '@contract/posts';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { publishEvent } from '../events/event-notes';
import { processImageDataUrl } from '../images/image-processing';
import { storeImage } from '../images/images.service';
import { acceptedCreatedAt, refuseFinalizedGame } from './created-at';
import { GAME_NOT_FOUND, loadGameForMember } from '../games/game-access';
import { HttpError } from '../../http-error';
import { isForeignKeyViolation } from './post-access';
import { streakDayOf } from '../users/streaks';
import { countPost } from './post-counters';
import { loadPostView } from './post-view';

export type CreatePostData = z.output<typeof createPostSchema>;

/**
 * Shares an accomplishment in one game (docs/architecture.md §6): participants only, at a createdAt inside the
 * game's active window. The photo is checked and re-encoded before the transaction (CPU work holds
 * no locks); the image row, the post and every counter then commit together or not at all.
 * `now` is a parameter so a seeding script can write history.
 */
export async function createPost(db: Database, userId: string, input: CreatePostData, now = new Date()): Promise<Post> {
  const game = await loadGameForMember(db, input.gameId, userId);
  const createdAt = acceptedCreatedAt(input.createdAt ? new Date(input.createdAt) : undefined, game, now);
  const image = input.image ? await processImageDataUrl(input.image) : null;

  const postId = await db
    .transaction(async (tx) => {
      await refuseFinalizedGame(tx, game.id);
      const imageId = image ? await storeImage(tx, userId, image) : null;
      const [post] = await tx
        .insert(posts)
        .values({
          gameId: game.id,
          userId,
          content: input.content,
          imageId,
          createdAt,
          receivedAt: now,
          updatedAt: now,
          streakDay: streakDayOf(userId, createdAt),
        })
        .returning({ id: posts.id, streakDay: posts.streakDay });
      await countPost(tx, { gameId: game.id, userId, createdAt, creatorId: game.creatorId, streakDay: post!.streakDay }, 1);
      return post!.id;
    })
    .catch((error: unknown) => {
      // The game or the author's account was deleted by a concurrent request after the checks
      // above (docs/decisions/0049-account-deletion.md): the insert's foreign key refuses it.
      if (isForeignKeyViolation(error)) throw new HttpError(404, GAME_NOT_FOUND);
      throw error;
    });
  await publishEvent(db, { kind: 'post', gameId: game.id, postId, change: 'created', actorId: userId });
  return (await loadPostView(db, userId, postId))!;
}
