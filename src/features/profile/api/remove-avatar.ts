import type { User } from '@contract/user';
import { api } from '@/lib/api-client';

/** DELETE /api/user/avatar: no profile photo (also not a sign-in provider's); answers the updated user. */
export function removeAvatar(): Promise<User> {
  return api.delete<User>('/api/user/avatar');
}
