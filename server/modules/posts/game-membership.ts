import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { HttpError } from '../../http-error';

// Stand-in until the games module's access helper lands (issue 3); then this file goes.
export const GAME_NOT_FOUND = 'Game not found';
export const ACCESS_DENIED = 'Access denied: you must be a participant to view this game';

export type GameRow = typeof games.$inferSelect;

/** DESIGN §6: only participants read a game and anything in it; a missing game is 404. */
export async function loadGameForMember(db: Database, gameId: string, userId: string): Promise<GameRow> {
  const [row] = await db
    .select({ game: games, member: gameParticipants.userId })
    .from(games)
    .leftJoin(gameParticipants, and(eq(gameParticipants.gameId, games.id), eq(gameParticipants.userId, userId)))
    .where(eq(games.id, gameId))
    .limit(1);
  if (!row) throw new HttpError(404, GAME_NOT_FOUND);
  if (!row.member) throw new HttpError(403, ACCESS_DENIED);
  return row.game;
}
