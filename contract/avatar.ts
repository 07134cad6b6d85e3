import { z } from 'zod';
import { imageDataUrlSchema } from './posts';

/**
 * PUT /api/user/avatar (docs/decisions/0047-profile-photo.md 'Profile photo'): the photo as a data URL, under the post photo
 * rules (the server checks the real format, size and pixels). Its own file, not contract/user.ts:
 * contract/posts.ts imports user.ts, so user.ts importing posts.ts would be an import cycle.
 */
export const avatarRequestSchema = z.object({ image: imageDataUrlSchema });
export type AvatarRequest = z.infer<typeof avatarRequestSchema>;
