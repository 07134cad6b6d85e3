import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { HttpError } from '../../http-error';
import { GAME_NOT_FOUND } from '../games/game-access';

/** The answers of the group writes (docs/architecture.md §6 "Groups, messages, invitations"), one place for the texts. */
export const GROUP_NOT_FOUND = 'Group not found';
export const GROUP_NAME_TAKEN = 'A group with this name already exists in this game';
export const NOT_A_PARTICIPANT = 'Only participants of the game can join one of its groups';
export const ALREADY_IN_A_GROUP = 'This person is already in a group of this game';
export const NOT_IN_THIS_GROUP = 'This person is not in this group';

/**
 * Holds the game row FOR KEY SHARE until the transaction ends. Deleting a game locks its row FOR
 * UPDATE first (games/game-deletion.ts), so a group write and a game deletion take turns on that
 * one row instead of meeting halfway through the deletion's cascades (a deadlock), and a group
 * write that comes second finds no game: 404, not a foreign-key error. Posts and finalisation
 * update the row FOR NO KEY UPDATE, which this lock does not block.
 */
export async function lockGame(tx: Database, gameId: string): Promise<void> {
  const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('key share');
  if (!game) throw new HttpError(404, GAME_NOT_FOUND);
}
