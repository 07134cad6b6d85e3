import type { SignedInUser } from '../../../contract/user';
import { users } from '../../db/schema/users';
import { publicUserColumns } from '../users/public-users';
import { toPublicUser } from '../users/user-mapper';

/** What toSignedInUser reads: a whole users row, or just signedInUserColumns. */
type SignedInRow = Pick<typeof users.$inferSelect, keyof SignedInUser>;

/** The columns of the signed-in person's own answer: the public ones and the operator flag. */
export const signedInUserColumns = { ...publicUserColumns, isOperator: users.isOperator };

/**
 * The signed-in person as GET /api/auth/user, sign-in and sign-up answer it (contract
 * signedInUserSchema): the public user and whether they are an operator (decision 0040, 0044).
 */
export function toSignedInUser(row: SignedInRow): SignedInUser {
  return { ...toPublicUser(row), isOperator: row.isOperator };
}
