import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_SUSPENDED, INVALID_CREDENTIALS, type signInSchema, type signUpSchema } from '@contract/auth';
import type { SignedInUser } from '@contract/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { toSignedInUser } from '../../lib/signed-in-user';
import { isUniqueViolation } from '../../db/unique-violation';

export const USERNAME_TAKEN = 'Username is already taken';

/** Creates a built-in account. The unique index decides "taken", so two racing sign-ups can't both win. */
export async function signUp(db: Database, input: z.output<typeof signUpSchema>): Promise<SignedInUser> {
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
    return toSignedInUser(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw new HttpError(409, USERNAME_TAKEN);
    throw error;
  }
}

/**
 * Checks a username and password. Unknown usernames, wrong passwords and accounts that only sign in
 * through OIDC all get the same 401 text after the same amount of hashing work.
 *
 * A suspended account answers 403 'This account is suspended' (decision 0040), but only once the
 * password is right: a guesser gets the same 401 as for any account and learns nothing about
 * suspensions; only the account's owner is told (docs/decisions/0044-admin-command.md).
 */
export async function signIn(db: Database, input: z.output<typeof signInSchema>): Promise<SignedInUser> {
  const [row] = await db.select().from(users).where(eq(users.username, input.username)).limit(1);
  const ok = row?.passwordHash
    ? await verifyPassword(input.password, row.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  if (row.suspendedAt) throw new HttpError(403, ACCOUNT_SUSPENDED);
  return toSignedInUser(row);
}
