import type { User } from '../../../contract/user';
import type { users } from '../../db/schema/users';

type UserRow = typeof users.$inferSelect;

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
