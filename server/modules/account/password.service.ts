import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { CURRENT_PASSWORD_INCORRECT, PASSWORD_MANAGED_BY_PROVIDER, type changePasswordSchema } from '@contract/account';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { hashPassword, verifyPassword } from '../auth/password';

/** The stored hash of the person's password; null for an account that signs in through OIDC only. */
export async function storedPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash ?? null;
}

/** 400 for an account with no password of ours to change (OIDC). */
export function requirePassword(passwordHash: string | null): asserts passwordHash is string {
  if (!passwordHash) throw new HttpError(400, PASSWORD_MANAGED_BY_PROVIDER);
}

/**
 * PUT /api/user/password once the budget allowed the attempt: checks the current password, stores
 * the new one and ends every other session of the person (and any reset link not used yet), in
 * one transaction. The UPDATE only matches the hash that was checked, so two changes racing with
 * the same current password can't both win: the second is told its current password is wrong.
 */
export async function changePassword(
  db: Database,
  userId: string,
  currentSessionHash: string,
  storedHash: string,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, storedHash))) throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
  const newHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash: newHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, storedHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentSessionHash)));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
}
