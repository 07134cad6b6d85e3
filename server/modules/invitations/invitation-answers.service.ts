import { and, eq, sql } from 'drizzle-orm';
import type { JoinResponse } from '@contract/games';
import type { Database } from '../../db/client';
import { gameParticipants, games, invitations } from '../../db/schema/games';
import { HttpError } from '../../http-error';
import { readGame } from '../games/game-json';
import { addParticipant } from '../participants/membership';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ONLY_INVITEE = 'Only the invited user can answer this invitation';
export const ONLY_INVITER_OR_MANAGER = 'Only the inviter, the game creator or an admin can remove this invitation';
export const INVITATION_DECLINED = 'This invitation has already been declined';
export const INVITATION_ANSWERED = 'This invitation has already been answered';

/**
 * An invitation and how the caller stands to it. Who may see it at all: the invited user, the
 * inviter, and the game's creator and admins. Anyone else gets 404, exactly as for a missing one,
 * so invitation ids reveal nothing; those who can see it but not do this get 403.
 */
async function loadInvitation(db: Database, invitationId: string, userId: string) {
  const [row] = await db
    .select({ invitation: invitations, game: games, callerIsAdmin: gameParticipants.isAdmin })
    .from(invitations)
    .innerJoin(games, eq(games.id, invitations.gameId))
    .leftJoin(gameParticipants, and(eq(gameParticipants.gameId, games.id), eq(gameParticipants.userId, userId)))
    .where(eq(invitations.id, invitationId))
    .limit(1);
  if (!row) throw new HttpError(404, INVITATION_NOT_FOUND);
  const isInvitee = row.invitation.invitedUserId === userId;
  const isInviter = row.invitation.invitedById === userId;
  const isManager = row.game.creatorId === userId || row.callerIsAdmin === true;
  if (!isInvitee && !isInviter && !isManager) throw new HttpError(404, INVITATION_NOT_FOUND);
  return { ...row, isInvitee, isInviter, isManager };
}

/**
 * POST /api/invitations/{id}/accept: the invited user joins directly, even an approval game
 * (docs/architecture.md §6). Idempotent: accepting again while still in the game answers the game again.
 */
export async function acceptInvitation(db: Database, invitationId: string, userId: string): Promise<JoinResponse> {
  const { invitation, game, isInvitee } = await loadInvitation(db, invitationId, userId);
  if (!isInvitee) throw new HttpError(403, ONLY_INVITEE);
  if (invitation.status === 'declined') throw new HttpError(409, INVITATION_DECLINED);
  await db.transaction(async (tx) => {
    if (invitation.status === 'accepted') {
      const [member] = await tx
        .select({ userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(and(eq(gameParticipants.gameId, game.id), eq(gameParticipants.userId, userId)))
        .limit(1);
      // Accepted once, left since: the invitation was used up; a new one (or the code) brings them back.
      if (!member) throw new HttpError(409, INVITATION_ANSWERED);
      return;
    }
    await tx
      .update(invitations)
      .set({ status: 'accepted', respondedAt: sql`now()` })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
    await addParticipant(tx, game, userId);
  });
  return { requiresApproval: false, game: await readGame(db, game.id) };
}

/** POST /api/invitations/{id}/decline: the invited user; declining twice is fine, after accepting it is not. */
export async function declineInvitation(db: Database, invitationId: string, userId: string): Promise<void> {
  const { invitation, isInvitee } = await loadInvitation(db, invitationId, userId);
  if (!isInvitee) throw new HttpError(403, ONLY_INVITEE);
  if (invitation.status === 'accepted') throw new HttpError(409, INVITATION_ANSWERED);
  await db
    .update(invitations)
    .set({ status: 'declined', respondedAt: sql`now()` })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
}

/** DELETE /api/invitations/{id}: the inviter, or the game's creator or an admin; pending ones only. */
export async function removeInvitation(db: Database, invitationId: string, userId: string): Promise<void> {
  const { invitation, isInviter, isManager } = await loadInvitation(db, invitationId, userId);
  if (!isInviter && !isManager) throw new HttpError(403, ONLY_INVITER_OR_MANAGER);
  const removed = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (removed.length === 0) throw new HttpError(409, INVITATION_ANSWERED);
}
