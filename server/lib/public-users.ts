import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';

/**
 * The columns of a user that anyone may see (contract userSchema); never the password hash. Lists
 * of people select these, not whole rows: every column read is parsed in Node.
 */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  bio: users.bio,
};

/**
 * A LATERAL subquery answering the public user whose id is in `idColumn` of the row it is joined
 * to: one primary-key probe per row. Joined plainly, the planner hashed the whole users table for
 * a few hundred participants (My Games and the game page, found by the benchmark): lists of people
 * read their users through this.
 */
export function publicUserProbe(db: Database, idColumn: AnyColumn | SQL.Aliased, alias = 'person') {
  return db.select(publicUserColumns).from(users).where(eq(users.id, idColumn as AnyColumn)).limit(1).as(alias);
}

/** The public user of a row joined with publicUserProbe, as the API shows it. */
export function probedUser(person: ReturnType<typeof publicUserProbe>) {
  return {
    id: person.id,
    username: person.username,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    profileImageUrl: person.profileImageUrl,
    bio: person.bio,
  };
}
