import type { User } from '@contract/user';
import type { users } from '../db/schema/users';

/** What toPublicUser reads: a whole users row, or just publicUserColumns. */
type UserRow = Pick<typeof users.$inferSelect, keyof User>;

/** The public face of a users row: never the password hash or the provider subject. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    bio: row.bio,
  };
}

/** docs/product.md §3 "Display name": first + last name; first name; username; email; else 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return first || user.username || user.email || 'User';
}
