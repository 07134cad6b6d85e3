import { z } from 'zod';
import { userSchema } from './user';

/**
 * Blocking (docs/decisions/0040-trust-and-safety.md): PUT/DELETE /api/users/{id}/block → 204,
 * GET /api/user/blocks. The blocked person is never told: what they can no longer do answers 403
 * with this neutral message.
 */
export const BLOCKED_MESSAGE = "You can't do that with this person";

/** GET /api/user/blocks: the people I block, most recently blocked first. */
export const blockedUsersSchema = z.object({ users: z.array(userSchema) });
export type BlockedUsers = z.infer<typeof blockedUsersSchema>;
