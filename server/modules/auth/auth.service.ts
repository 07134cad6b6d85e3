import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { INVALID_CREDENTIALS, type signInSchema, type signUpSchema } from '../../../contract/auth';
import type { User } from '../../../contract/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { toPublicUser } from '../users/user-mapper';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { isUniqueViolation } from '../../db/unique-violation';

export const USERNAME_TAKEN = 'Username is already taken';

/** Creates a built-in account. The unique index decides "taken", so two racing sign-ups can't both win. */
export async function signUp(db: Database, input: z.output<typeof signUpSchema>): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName || null,
        email: input.email ?? null,
      })
      .returning();
    return toPublicUser(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw new HttpError(409, USERNAME_TAKEN);
    throw error;
  }
}

/**
 * Checks a username and password. Unknown usernames, wrong passwords and accounts that only sign in
 * through OIDC all get the same 401 text after the same amount of hashing work.
 */
export async function signIn(db: Database, input: z.output<typeof signInSchema>): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.username, input.username)).limit(1);
  const ok = row?.passwordHash
    ? await verifyPassword(input.password, row.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  return toPublicUser(row);
}
