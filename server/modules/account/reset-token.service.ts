import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema/users';

/** How long a reset link works (docs/decisions/0046-password-and-devices.md). */
export const RESET_TOKEN_TTL = sql`interval '1 hour'`;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new one-time reset token for the person (`npm run admin -- reset-password`): 32 random bytes,
 * base64url; only its SHA-256 is stored, so a copy of the database holds no working link. Any
 * earlier link of theirs stops working: only the newest one printed is valid.
 */
export async function issueResetToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashResetToken(token), userId, expiresAt: sql`now() + ${RESET_TOKEN_TTL}` });
  });
  return token;
}

/** Whether the token is one that would work now (unused, unexpired): the cheap check before hashing. */
export async function resetTokenIsLive(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/**
 * Uses the token and sets the new password, in one transaction: the UPDATE that marks the token
 * used matches only a live one, so two requests with one link can't both succeed. Every session of
 * the person ends. Returns the person (and whether an operator
 * suspended them: then no session starts), or null for a used, expired or unknown token.
 */
export async function resetPassword(db: Database, token: string, newPasswordHash: string): Promise<{ userId: string; suspended: boolean } | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash: newPasswordHash })
      .where(eq(users.id, used.userId))
      .returning({ suspendedAt: users.suspendedAt });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return { userId: used.userId, suspended: Boolean(user?.suspendedAt) };
  });
}
