import { and, eq } from 'drizzle-orm';
import type { InviteGame } from '@contract/games';
import type { Database } from '../../db/client';
import { joinRequests } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { displayName } from '../../lib/user-mapper';
import { findGameWithMembership, GAME_NOT_FOUND } from './game-access';
import { gameStatus } from './game-status';

/**
 * GET /api/games/invite/{code}: the public face of a game for the join page, open to visitors
 * (whoever holds the code was given it); `isMember` and `hasRequested` only for someone signed in.
 */
export async function getInviteGame(db: Database, code: string, userId: string | null): Promise<InviteGame> {
  const found = await findGameWithMembership(db, { inviteCode: code }, userId);
  if (!found) throw new HttpError(404, GAME_NOT_FOUND);
  const { game } = found;
  const [creator] = await db.select().from(users).where(eq(users.id, game.creatorId)).limit(1);
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    status: gameStatus(game.startTime, game.endTime),
    startTime: game.startTime.toISOString(),
    endTime: game.endTime.toISOString(),
    isPublic: game.isPublic,
    requiresApproval: game.requiresApproval,
    participantCount: game.participantCount,
    creatorName: creator ? displayName(creator) : 'User',
    ...(userId ? { isMember: found.isMember, hasRequested: !found.isMember && (await hasPendingRequest(db, game.id, userId)) } : {}),
  };
}

/** One probe of join_requests_pending_key (game, person; pending only): the join page's 'Requested'. */
async function hasPendingRequest(db: Database, gameId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(and(eq(joinRequests.gameId, gameId), eq(joinRequests.userId, userId), eq(joinRequests.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}
