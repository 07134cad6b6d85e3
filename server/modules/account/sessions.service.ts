import { and, eq, ne } from 'drizzle-orm';
import { SESSION_NOT_FOUND } from '@contract/account';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/users';
import { HttpError } from '../../http-error';

/**
 * DELETE /api/user/sessions/{id}: ends one of my sessions. Someone else's id (or an unknown one) is
 * 404, the same answer, so ids tell nothing about other people. Returns whether it was the current
 * session, whose cookie the route then clears (signing this device out is allowed).
 */
export async function endSession(db: Database, userId: string, sessionId: string, currentSessionHash: string): Promise<{ wasCurrent: boolean }> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!ended) throw new HttpError(404, SESSION_NOT_FOUND);
  return { wasCurrent: ended.tokenHash === currentSessionHash };
}

/** DELETE /api/user/sessions: every session of mine but the one asking. */
export async function endOtherSessions(db: Database, userId: string, currentSessionHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentSessionHash)));
}
