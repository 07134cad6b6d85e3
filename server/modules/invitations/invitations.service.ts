import { and, desc, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { InvitationsResponse } from '../../../contract/invitations';
import type { Database } from '../../db/client';
import { gameParticipants, games, invitations, joinRequests } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { gameStatus } from '../games/game-status';
import { toPublicUser } from '../users/user-mapper';

/** The lists feed a badge polled every 30 s: enough to act on, never an unbounded answer. */
const LIST_LIMIT = 100;

/** Invitations addressed to me that I have not answered yet, newest first. */
async function pendingInvitations(db: Database, userId: string): Promise<InvitationsResponse['invitations']> {
  const rows = await db
    .select({ invitation: invitations, game: games, invitedBy: users })
    .from(invitations)
    .innerJoin(games, eq(games.id, invitations.gameId))
    .innerJoin(users, eq(users.id, invitations.invitedById))
    .where(and(eq(invitations.invitedUserId, userId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt))
    .limit(LIST_LIMIT);
  const now = new Date();
  return rows.map(({ invitation, game, invitedBy }) => ({
    id: invitation.id,
    game: {
      id: game.id,
      name: game.name,
      description: game.description,
      isPublic: game.isPublic,
      status: gameStatus(game.startTime, game.endTime, now),
      startTime: game.startTime.toISOString(),
      endTime: game.endTime.toISOString(),
    },
    invitedBy: toPublicUser(invitedBy),
    createdAt: invitation.createdAt.toISOString(),
  }));
}

/**
 * Pending join requests for the games I manage (creator or admin, DESIGN §6). Starts from my own
 * games (two small indexed lookups) and only then reads their requests, so the cost follows how
 * many games I run, not how many requests exist.
 */
async function pendingJoinRequests(db: Database, userId: string): Promise<InvitationsResponse['pendingRequests']> {
  const managedGames = union(
    db.select({ id: games.id }).from(games).where(eq(games.creatorId, userId)),
    db
      .select({ id: gameParticipants.gameId })
      .from(gameParticipants)
      .where(and(eq(gameParticipants.userId, userId), eq(gameParticipants.isAdmin, true))),
  );
  const rows = await db
    .select({ request: joinRequests, game: { id: games.id, name: games.name }, user: users })
    .from(joinRequests)
    .innerJoin(games, eq(games.id, joinRequests.gameId))
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(joinRequests.status, 'pending'), inArray(joinRequests.gameId, managedGames)))
    .orderBy(desc(joinRequests.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ request, game, user }) => ({
    id: request.id,
    user: toPublicUser(user),
    game,
    createdAt: request.createdAt.toISOString(),
  }));
}

export async function listInvitations(db: Database, userId: string): Promise<InvitationsResponse> {
  const [invitationList, pendingRequests] = await Promise.all([
    pendingInvitations(db, userId),
    pendingJoinRequests(db, userId),
  ]);
  return { invitations: invitationList, pendingRequests };
}
