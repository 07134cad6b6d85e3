import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Game, gameInputSchema } from '@contract/games';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { HttpError } from '../../http-error';
import { applyMembershipStats } from '../users/membership-counters';
import { GAME_NOT_FOUND, requireManager, type GameRow } from './game-access';
import { readGame } from './game-json';
import { generateInviteCode } from './invite-code';

export type GameInput = z.output<typeof gameInputSchema>;

/** docs/architecture.md §6: a new game may start at most this long ago (the form's "now" plus clock skew). */
const START_GRACE_MS = 5 * 60_000;
export const START_IN_PAST = 'Start date cannot be in the past';
export const FINISHED_DATES_LOCKED = 'This game has ended; its dates can no longer change';
/** Codes are ~10^9: several collisions in a row mean something else is wrong. */
const CODE_ATTEMPTS = 5;

/** The columns a form sets; `status` is never among them (it comes from the clock). */
function editableColumns(input: GameInput) {
  return {
    name: input.name,
    description: input.description || null,
    coverImage: input.coverImage || null,
    startTime: new Date(input.startTime),
    endTime: new Date(input.endTime),
    isPublic: input.isPublic,
    requiresApproval: input.requiresApproval,
  };
}

/**
 * POST /api/games: the creator is its first participant and owner. The invite code is unique by
 * index: a clash inserts nothing (ON CONFLICT DO NOTHING keeps the transaction usable) and we draw again.
 */
export async function createGame(db: Database, creatorId: string, input: GameInput): Promise<Game> {
  if (new Date(input.startTime).getTime() < Date.now() - START_GRACE_MS) throw new HttpError(400, START_IN_PAST);
  const gameId = await db.transaction((tx) => insertGame(tx, creatorId, editableColumns(input)));
  return readGame(db, gameId);
}

/** The game row, its creator as first participant and their counters, in the caller's transaction (also a rematch's). */
export async function insertGame(
  tx: Database,
  creatorId: string,
  columns: ReturnType<typeof editableColumns> & { previousGameId?: string },
): Promise<string> {
  let created: GameRow | undefined;
  for (let attempt = 0; !created && attempt < CODE_ATTEMPTS; attempt += 1) {
    [created] = await tx
      .insert(games)
      .values({ ...columns, creatorId, inviteCode: generateInviteCode(), participantCount: 1 })
      .onConflictDoNothing({ target: games.inviteCode })
      .returning();
  }
  if (!created) throw new Error('Could not find a free invite code');
  await tx.insert(gameParticipants).values({ gameId: created.id, userId: creatorId });
  await applyMembershipStats(tx, [{ userId: creatorId, gamesCreated: 1, gamesJoined: 1, creatorParticipants: 1, largestAtLeast: 1 }]);
  return created.id;
}

/**
 * PUT /api/games/{id}: the creator or an admin. Dates may move (ending early by setting endTime to
 * now is fine) with endTime after startTime (the schema checks that); once the game has been
 * finalised its results stand, so its dates stay.
 */
export async function updateGame(db: Database, gameId: string, userId: string, input: GameInput): Promise<Game> {
  const { game } = await requireManager(db, gameId, userId);
  const values = editableColumns(input);
  const datesMoved =
    values.startTime.getTime() !== game.startTime.getTime() || values.endTime.getTime() !== game.endTime.getTime();
  if (game.finalizedAt && datesMoved) throw new HttpError(400, FINISHED_DATES_LOCKED);
  // Checked again in the write: the game may have been finalised since it was read.
  const [updated] = await db
    .update(games)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(games.id, gameId), datesMoved ? isNull(games.finalizedAt) : undefined))
    .returning();
  if (!updated) {
    const [still] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    throw still ? new HttpError(400, FINISHED_DATES_LOCKED) : new HttpError(404, GAME_NOT_FOUND);
  }
  return readGame(db, updated.id);
}
