import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@contract/user';
import type { Database } from '../../db/client';
import { images } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { processImageDataUrl } from '../images/image-processing';
import { imageUrl, storeImage } from '../images/images.service';
import { toPublicUser } from '../../lib/user-mapper';

/**
 * Locks my users row, then deletes my profile photo's image row(s). The lock makes two uploads at
 * once take turns, so exactly one avatar image is left (the later one). A deleted account ends here.
 */
async function dropAvatarImages(tx: Database, userId: string): Promise<void> {
  const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!me) throw new HttpError(401, 'Unauthorized');
  await tx.delete(images).where(and(eq(images.ownerId, userId), eq(images.isAvatar, true)));
}

async function setProfileImageUrl(tx: Database, userId: string, url: string | null): Promise<User> {
  const [row] = await tx
    .update(users)
    .set({ profileImageUrl: url, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return toPublicUser(row!);
}

/**
 * PUT /api/user/avatar (docs/decisions/0047-profile-photo.md): the post photo checks and
 * re-encoding, cropped to a 256 px square; the previous photo's row goes in the same transaction.
 * The image work runs before the transaction (CPU work holds no lock), as createPost does.
 */
export async function setAvatar(db: Database, userId: string, dataUrl: string): Promise<User> {
  const image = await processImageDataUrl(dataUrl, 'avatar');
  return db.transaction(async (tx) => {
    await dropAvatarImages(tx, userId);
    const imageId = await storeImage(tx, userId, image, true);
    return setProfileImageUrl(tx, userId, imageUrl(imageId));
  });
}

/** DELETE /api/user/avatar: no photo at all, also not a sign-in provider's picture. */
export async function removeAvatar(db: Database, userId: string): Promise<User> {
  return db.transaction(async (tx) => {
    await dropAvatarImages(tx, userId);
    return setProfileImageUrl(tx, userId, null);
  });
}
