import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { preparedPerDatabase } from '../../db/prepared-query';
import { HttpError } from '../../http-error';

/**
 * Who may do what inside a game (DESIGN §6), decided here and only here: every route of the games,
 * participants, invitations and join-request modules goes through one of these loaders.
 */

export const GAME_NOT_FOUND = 'Game not found';
export const ACCESS_DENIED = 'Access denied: you must be a participant to view this game';
export const MANAGERS_ONLY = 'Only the game creator or an admin can do this';
export const CREATOR_ONLY = 'Only the game creator can delete the game';

export type GameRow = typeof games.$inferSelect;

/** A participant's standing in one game. */
export interface GameMember {
  game: GameRow;
  userId: string;
  isAdmin: boolean;
  isCreator: boolean;
  /** The creator or an admin: manages participants, invitations, join requests and settings. */
  isManager: boolean;
}

/** Built once per database: this read starts nearly every request about a game. */
const gameWithMembership = (key: 'id' | 'inviteCode') =>
  preparedPerDatabase((db) =>
    db
      .select({ game: games, memberId: gameParticipants.userId, isAdmin: gameParticipants.isAdmin })
      .from(games)
      // A visitor's userId is null, which equals no participant row.
      .leftJoin(
        gameParticipants,
        and(eq(gameParticipants.gameId, games.id), eq(gameParticipants.userId, sql.placeholder('userId'))),
      )
      .where(eq(games[key], sql.placeholder('key')))
      .limit(1)
      .prepare(`game_with_membership_by_${key}`),
  );
const gameWithMembershipById = gameWithMembership('id');
const gameWithMembershipByCode = gameWithMembership('inviteCode');

/**
 * One indexed read: the game (by primary key or invite code) and my participant row (by primary
 * key), or undefined when the game doesn't exist.
 */
export async function findGameWithMembership(
  db: Database,
  where: { id: string } | { inviteCode: string },
  userId: string | null,
) {
  const [row] =
    'id' in where
      ? await gameWithMembershipById(db).execute({ key: where.id, userId })
      : await gameWithMembershipByCode(db).execute({ key: where.inviteCode, userId });
  return row && { game: row.game, isMember: row.memberId !== null, isAdmin: row.isAdmin ?? false };
}

/**
 * 404 for a missing game, 403 for anyone who is not a participant. (The game page's own read,
 * game.document.ts, decides the same in SQL and adds `isPublic` to its 403.)
 */
export async function loadMember(db: Database, gameId: string, userId: string): Promise<GameMember> {
  const row = await findGameWithMembership(db, { id: gameId }, userId);
  if (!row) throw new HttpError(404, GAME_NOT_FOUND);
  if (!row.isMember) throw new HttpError(403, ACCESS_DENIED);
  const isCreator = row.game.creatorId === userId;
  return { game: row.game, userId, isAdmin: row.isAdmin, isCreator, isManager: isCreator || row.isAdmin };
}

/** The game, for code that only needs to know the caller is a participant (posts, scores, groups). */
export async function loadGameForMember(db: Database, gameId: string, userId: string): Promise<GameRow> {
  return (await loadMember(db, gameId, userId)).game;
}

/** The creator or an admin; other participants get 403, non-participants the participant 403. */
export async function requireManager(db: Database, gameId: string, userId: string): Promise<GameMember> {
  const member = await loadMember(db, gameId, userId);
  if (!member.isManager) throw new HttpError(403, MANAGERS_ONLY);
  return member;
}

/** The creator only (deleting the game). */
export async function requireCreator(db: Database, gameId: string, userId: string): Promise<GameMember> {
  const member = await loadMember(db, gameId, userId);
  if (!member.isCreator) throw new HttpError(403, CREATOR_ONLY);
  return member;
}
