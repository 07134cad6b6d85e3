import { and, eq } from 'drizzle-orm';
import type { Participant } from '@contract/games';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { requireManager, type GameMember } from '../games/game-access';
import { toPublicUser } from '../../lib/user-mapper';
import { removeParticipant } from './membership';

export const PARTICIPANT_NOT_FOUND = 'Participant not found';
export const CREATOR_CANNOT_BE_REMOVED = 'The creator cannot be removed from the game';
export const CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself; leave the game instead';
export const OWNER_ADMIN_FIXED = "The owner's admin status cannot be changed";
export const CANNOT_DEMOTE_YOURSELF = 'You cannot remove your own admin status';

/** The target must be in the game: 404 otherwise (the manager can see who is). */
async function loadTarget(db: Database, member: GameMember, targetId: string) {
  const [row] = await db
    .select({ isAdmin: gameParticipants.isAdmin, user: users })
    .from(gameParticipants)
    .innerJoin(users, eq(users.id, gameParticipants.userId))
    .where(and(eq(gameParticipants.gameId, member.game.id), eq(gameParticipants.userId, targetId)))
    .limit(1);
  if (!row) throw new HttpError(404, PARTICIPANT_NOT_FOUND);
  return row;
}

/**
 * DELETE /api/games/{id}/participants/{userId}: the creator or an admin. The creator can't be
 * removed, and a manager doesn't remove themself (an admin leaves instead).
 */
export async function removeFromGame(db: Database, gameId: string, userId: string, targetId: string): Promise<void> {
  const member = await requireManager(db, gameId, userId);
  await loadTarget(db, member, targetId);
  if (targetId === member.game.creatorId) throw new HttpError(400, CREATOR_CANNOT_BE_REMOVED);
  if (targetId === userId) throw new HttpError(400, CANNOT_REMOVE_YOURSELF);
  await db.transaction((tx) => removeParticipant(tx, member.game, targetId));
}

/**
 * PUT /api/games/{id}/participants/{userId}/admin: the creator or an admin. The owner has no admin
 * toggle; an admin can't demote themself (so a game never loses its last manager by accident).
 */
export async function setAdmin(
  db: Database,
  gameId: string,
  userId: string,
  targetId: string,
  isAdmin: boolean,
): Promise<Participant> {
  const member = await requireManager(db, gameId, userId);
  const target = await loadTarget(db, member, targetId);
  if (targetId === member.game.creatorId) throw new HttpError(400, OWNER_ADMIN_FIXED);
  if (targetId === userId && !isAdmin) throw new HttpError(400, CANNOT_DEMOTE_YOURSELF);
  await db
    .update(gameParticipants)
    .set({ isAdmin })
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, targetId)));
  return { userId: targetId, isAdmin, user: toPublicUser(target.user) };
}
