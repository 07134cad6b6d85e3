import { eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { User } from '../../../contract/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

/**
 * The public faces of the given users, by id, through the primary key. Lists of people (the
 * participants of games) read their ids first and their users with this: joined in one statement,
 * the planner hashed the WHOLE users table for a few hundred participants (a sequential scan per
 * request that grows with every sign-up; found by the benchmark).
 */
export async function loadPublicUsers(db: Database, ids: Iterable<string>): Promise<Map<string, User>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows: User[] = await publicUsersQuery(db, unique);
  return new Map(rows.map((user) => [user.id, user]));
}

/** The columns of a user that anyone may see (contract userSchema); never the password hash. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  bio: users.bio,
};

/** The statement behind loadPublicUsers (its plan is asserted in query-plans.test.ts). */
export function publicUsersQuery(db: Database, ids: string[]) {
  return db
    .select(publicUserColumns)
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * A LATERAL subquery answering the public user whose id is in `idColumn` of the row it is joined
 * to: one primary-key probe per row. Joined plainly, the planner may hash the whole users table
 * for a few dozen rows (it did, for My Games and the game page).
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
