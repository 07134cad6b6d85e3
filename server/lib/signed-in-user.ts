import { sql } from 'drizzle-orm';
import type { SignedInUser, User } from '@contract/user';
import { users } from '../db/schema/users';
import { publicUserColumns } from './public-users';
import { toPublicUser } from './user-mapper';

/** What toSignedInUser reads: a whole users row, or just signedInUserColumns. */
type SignedInRow = Pick<typeof users.$inferSelect, keyof User | 'isOperator'> &
  ({ hasPassword: boolean } | Pick<typeof users.$inferSelect, 'passwordHash'>);

/**
 * The columns of the signed-in person's own answer: the public ones, the operator flag and whether
 * there is a password (never the hash itself).
 */
export const signedInUserColumns = {
  ...publicUserColumns,
  isOperator: users.isOperator,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

/**
 * The signed-in person as GET /api/auth/user, sign-in and sign-up answer it (contract
 * signedInUserSchema): the public user, whether they are an operator (decision 0040, 0044) and
 * whether they have a password to change (decision 0046: the Profile hides 'Change password').
 */
export function toSignedInUser(row: SignedInRow): SignedInUser {
  const hasPassword = 'hasPassword' in row ? row.hasPassword : row.passwordHash !== null;
  return { ...toPublicUser(row), isOperator: row.isOperator, hasPassword };
}
