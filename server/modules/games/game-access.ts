import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { preparedPerDatabase } from '../../db/prepared-query';
import { HttpError } from '../../http-error';

/**
 * Who may do what inside a game (docs/architecture.md §6), decided here and only here: every write of the games,
 * participants, invitations and join-request modules goes through one of these loaders, and every
 * read of one game (game-scoped-read.ts) asks `gameDenialSql`, the same rules in SQL. Both answer
 * a denial of GAME_DENIALS, so the statuses and texts are written once.
 */

export const GAME_NOT_FOUND = 'Game not found';
export const ACCESS_DENIED = 'Access denied: you must be a participant to view this game';
export const MANAGERS_ONLY = 'Only the game creator or an admin can do this';
export const CREATOR_ONLY = 'Only the game creator can delete the game';

/** Why someone may not have what they asked of a game, and the answer each gets. */
export const GAME_DENIALS = {
  'game-not-found': [404, GAME_NOT_FOUND],
  'not-a-participant': [403, ACCESS_DENIED],
  'not-a-manager': [403, MANAGERS_ONLY],
  'not-the-creator': [403, CREATOR_ONLY],
} as const satisfies Record<string, readonly [status: number, message: string]>;
export type GameDenial = keyof typeof GAME_DENIALS;

/** Who a read is for: any participant, or the creator and admins (docs/architecture.md §6). */
export type GameReader = 'participant' | 'manager';

function deny(denial: GameDenial): never {
  const [status, message] = GAME_DENIALS[denial];
  throw new HttpError(status, message);
}

/**
 * The same rules as `loadMember` and `requireManager`, in SQL for a read that
 * decides inside its own statement: on the game row `g` (null when there is none), my participant
 * row `mine` (null when I am not one) and `me`, it is the GameDenial's name as text, or null when
 * the read may go on.
 */
export function gameDenialSql(reader: GameReader): string {
  const manager = reader === 'manager' ? `when not (g.creator_id = me.id or mine.is_admin) then 'not-a-manager'` : '';
  return `case
    when g.id is null then 'game-not-found'
    when mine.user_id is null then 'not-a-participant'
    ${manager}
  end`;
}

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
 * 404 for a missing game, 403 for anyone who is not a participant. (The reads decide the same in
 * SQL with `gameDenialSql`; the game page's adds `isPublic` to its 403.)
 */
export async function loadMember(db: Database, gameId: string, userId: string): Promise<GameMember> {
  const row = await findGameWithMembership(db, { id: gameId }, userId);
  if (!row) deny('game-not-found');
  if (!row.isMember) deny('not-a-participant');
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
  if (!member.isManager) deny('not-a-manager');
  return member;
}

/** The creator only (deleting the game). */
export async function requireCreator(db: Database, gameId: string, userId: string): Promise<GameMember> {
  const member = await loadMember(db, gameId, userId);
  if (!member.isCreator) deny('not-the-creator');
  return member;
}
