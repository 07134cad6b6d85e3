import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { images, posts } from '../../db/schema/posts';
import { userBlocks } from '../../db/schema/safety';
import { HttpError } from '../../http-error';
import type { ProcessedImage } from './image-processing';

export const IMAGE_NOT_FOUND = 'Image not found';

/** A transaction or the database: images are stored inside the post's own transaction. */
type Executor = Pick<Database, 'insert' | 'delete'>;

/** The URL a post carries instead of the bytes (contract imageUrlSchema). */
export function imageUrl(imageId: string | null): string | null {
  return imageId ? `/api/images/${imageId}` : null;
}

/** `isAvatar`: a profile photo, which any signed-in person may read (docs/decisions/0047-profile-photo.md). */
export async function storeImage(tx: Executor, ownerId: string, image: ProcessedImage, isAvatar = false): Promise<string> {
  const [row] = await tx
    .insert(images)
    .values({ ownerId, mimeType: image.mimeType, width: image.width, height: image.height, bytes: image.bytes, isAvatar })
    .returning({ id: images.id });
  return row!.id;
}

export async function deleteImage(tx: Executor, imageId: string): Promise<void> {
  await tx.delete(images).where(eq(images.id, imageId));
}

/**
 * The image, for its owner or for a participant of a game with a post that shows it; for anyone
 * else it doesn't exist (404, so ids can't be probed). The post lookup uses posts_image_idx and the
 * participant check the primary key of game_participants. A hidden post shows its photo to its
 * author only, and a post by someone the viewer blocks shows it to them no more
 * (docs/decisions/0042-hidden-and-blocked-in-reads.md; user_blocks by its primary key).
 */
export async function loadImageForViewer(db: Database, imageId: string, viewerId: string) {
  const visibleThroughPost = sql`exists (
    select 1 from ${posts}
    join ${gameParticipants} on ${gameParticipants.gameId} = ${posts.gameId} and ${gameParticipants.userId} = ${viewerId}
    where ${posts.imageId} = ${images.id} and ${posts.hiddenBy} is null
      and not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${posts.userId})
  )`;
  const [row] = await db
    .select({ mimeType: images.mimeType, bytes: images.bytes })
    .from(images)
    // A profile photo is shown beside its person's name everywhere, to anyone signed in (decision 0047).
    .where(and(eq(images.id, imageId), or(eq(images.ownerId, viewerId), eq(images.isAvatar, true), visibleThroughPost)))
    .limit(1);
  if (!row) throw new HttpError(404, IMAGE_NOT_FOUND);
  return row;
}
