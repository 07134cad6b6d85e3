import type { AvatarRequest } from '@contract/avatar';
import type { User } from '@contract/user';
import { api } from '@/lib/api-client';
import { blobToDataUrl } from '@/lib/blob-to-data-url';

/**
 * PUT /api/user/avatar: my profile photo, already resized in the browser (src/lib/photo); the server
 * crops it to a 256 px square (docs/decisions/0047-profile-photo.md). Answers the updated user.
 */
export async function setAvatar(photo: Blob): Promise<User> {
  const body: AvatarRequest = { image: await blobToDataUrl(photo) };
  return api.put<User>('/api/user/avatar', body);
}
