import { eq, sql } from 'drizzle-orm';
import type { Game, RematchInput } from '@contract/games';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { sqlRows } from '../../db/sql-rows';
import { HttpError } from '../../http-error';
import { blocks } from '../blocks/block-rules';
import { publishEvent } from '../events/event-notes';
import { requireManager } from './game-access';
import { readGame } from './game-json';
import { insertGame } from './games.service';

export const REMATCH_NOT_FINISHED = 'Only a finished game can be played again';

/**
 * POST /api/games/{id}/rematch (docs/decisions/0063-keep-playing.md): the creator or an admin of a
 * finished game starts the same game again: its name, description, cover, visibility and approval
 * setting, for the same length from now (or the dates given), created by the caller and linked
 * back by previous_game_id, with an invitation to every other participant of the old game (except
 * those who block the caller, docs/decisions/0043-blocks.md, as inviteUser leaves them out).
 *
 * Once per game, whoever asks: the old game's row is locked first, so a second request (a double
 * press, another admin) waits, then finds the first's game and gets it (`created: false`, 200);
 * games_previous_game_key refuses a second row even so.
 */
export async function rematchGame(
  db: Database,
  gameId: string,
  userId: string,
  input: RematchInput,
): Promise<{ game: Game; created: boolean }> {
  const { game: old } = await requireManager(db, gameId, userId);
  const existing = await rematchOf(db, gameId);
  if (existing) return { game: await readGame(db, existing), created: false };
  // One reading of the clock: two could be a millisecond apart, and the new game a millisecond longer.
  const now = Date.now();
  if (old.endTime.getTime() > now) throw new HttpError(400, REMATCH_NOT_FINISHED);
  const dates =
    input?.startTime && input.endTime
      ? { startTime: new Date(input.startTime), endTime: new Date(input.endTime) }
      : { startTime: new Date(now), endTime: new Date(now + (old.endTime.getTime() - old.startTime.getTime())) };

  const outcome = await db.transaction(async (tx) => {
    await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update');
    const raced = await rematchOf(tx, gameId);
    if (raced) return { id: raced, created: false, invited: [] as string[] };
    const id = await insertGame(tx, userId, {
      name: old.name,
      description: old.description,
      coverImage: old.coverImage,
      isPublic: old.isPublic,
      requiresApproval: old.requiresApproval,
      ...dates,
      previousGameId: gameId,
    });
    const invited = await sqlRows<{ user_id: string }>(tx, sql`
      insert into invitations (game_id, invited_by_id, invited_user_id)
      select ${id}, ${userId}, p.user_id from game_participants p
      where p.game_id = ${gameId} and p.user_id <> ${userId} and not ${blocks(sql`p.user_id`, sql`${userId}::uuid`)}
      on conflict do nothing
      returning invited_user_id as user_id`);
    return { id, created: true, invited: invited.map((row) => row.user_id) };
  });
  // Committed: each invitee's Invites screen and push (push-messages.ts), as a single invitation does.
  for (const invitee of outcome.invited) await publishEvent(db, { kind: 'invitation', gameId: outcome.id, userId: invitee });
  return { game: await readGame(db, outcome.id), created: outcome.created };
}

async function rematchOf(db: Database, gameId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.previousGameId, gameId)).limit(1);
  return row?.id;
}
