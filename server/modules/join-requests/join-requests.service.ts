import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { joinRequests } from '../../db/schema/games';
import { HttpError } from '../../http-error';
import { requireManager } from '../games/game-access';
import { addParticipant } from '../participants/membership';

export const JOIN_REQUEST_NOT_FOUND = 'Join request not found';
export const JOIN_REQUEST_HANDLED = 'This join request has already been handled';

/**
 * Approve or decline (the creator or an admin). The request must belong to this game; it is decided
 * once: the UPDATE only matches a pending row, so two managers deciding at once can't both win,
 * and the loser gets 409. Approval adds the participant in the same transaction.
 */
export async function decideJoinRequest(
  db: Database,
  gameId: string,
  userId: string,
  requestId: string,
  decision: 'accepted' | 'declined',
): Promise<void> {
  const { game } = await requireManager(db, gameId, userId);
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(joinRequests)
      .set({ status: decision, decidedById: userId, decidedAt: sql`now()` })
      .where(and(eq(joinRequests.id, requestId), eq(joinRequests.gameId, gameId), eq(joinRequests.status, 'pending')))
      .returning({ userId: joinRequests.userId });
    if (!decided) {
      const [existing] = await tx
        .select({ id: joinRequests.id })
        .from(joinRequests)
        .where(and(eq(joinRequests.id, requestId), eq(joinRequests.gameId, gameId)))
        .limit(1);
      throw new HttpError(existing ? 409 : 404, existing ? JOIN_REQUEST_HANDLED : JOIN_REQUEST_NOT_FOUND);
    }
    if (decision === 'accepted') await addParticipant(tx, game, decided.userId);
  });
}
