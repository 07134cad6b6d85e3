import { sql } from 'drizzle-orm';
import type { JoinResponse } from '@contract/games';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { blockedError, blocks } from '../blocks/block-rules';
import { publishEvent } from '../events/event-notes';
import { findGameWithMembership, GAME_NOT_FOUND, loadMember, type GameRow } from '../games/game-access';
import { readGame } from '../games/game-json';
import { addParticipant, removeParticipant } from './membership';
import { sqlRows } from '../../db/sql-rows';

export const CREATOR_CANNOT_LEAVE = 'The creator cannot leave the game; delete it instead';

/**
 * Joining by code or from the listing (docs/architecture.md §6): a member asking again gets the game back (no
 * second row); an approval game records one pending join request (the partial unique index keeps a
 * second one out); any other game, completed ones included, adds the participant with its counters.
 */
async function join(db: Database, game: GameRow, isMember: boolean, userId: string): Promise<JoinResponse> {
  if (isMember) return { requiresApproval: false, game: await readGame(db, game.id) };
  if (game.requiresApproval) {
    // Not to a game whose creator blocks me (docs/decisions/0043-blocks.md): the insert checks it
    // itself, and the neutral 403 does not say so.
    const [row] = await sqlRows<{ blocked: boolean; inserted: boolean }>(db, sql`
        with refused as (select ${blocks(game.creatorId, userId)} as blocked),
        inserted as (
          insert into join_requests (game_id, user_id)
          select ${game.id}, ${userId} from refused where not refused.blocked
          on conflict do nothing
          returning 1
        )
        select refused.blocked, exists (select 1 from inserted) as inserted from refused`);
    if (row!.blocked) throw blockedError();
    // The game's managers see a request to approve (decision 0026), but not one who blocks me; a
    // second ask while one waits changes nothing and tells them nothing again (decision 0053).
    if (row!.inserted) await publishEvent(db, { kind: 'join-request', gameId: game.id, userId });
    return { requiresApproval: true, game: null };
  }
  await db.transaction((tx) => addParticipant(tx, game, userId));
  // Read again: the participant count moved.
  return { requiresApproval: false, game: await readGame(db, game.id) };
}

/** POST /api/games/join/{code}: any game whose code I hold (trimmed and upper-cased by the schema). */
export async function joinByCode(db: Database, code: string, userId: string): Promise<JoinResponse> {
  const found = await findGameWithMembership(db, { inviteCode: code }, userId);
  if (!found) throw new HttpError(404, GAME_NOT_FOUND);
  return join(db, found.game, found.isMember, userId);
}

/**
 * POST /api/games/{id}/join: public games only. A private game answers exactly like a missing one,
 * so the id of a private game reveals nothing (its members get the usual no-op answer).
 */
export async function joinPublicGame(db: Database, gameId: string, userId: string): Promise<JoinResponse> {
  const found = await findGameWithMembership(db, { id: gameId }, userId);
  if (!found || (!found.game.isPublic && !found.isMember)) throw new HttpError(404, GAME_NOT_FOUND);
  return join(db, found.game, found.isMember, userId);
}

/** POST /api/games/{id}/leave: any participant but the creator, who deletes the game instead. */
export async function leaveGame(db: Database, gameId: string, userId: string): Promise<void> {
  const { game, isCreator } = await loadMember(db, gameId, userId);
  if (isCreator) throw new HttpError(400, CREATOR_CANNOT_LEAVE);
  await db.transaction((tx) => removeParticipant(tx, game, userId));
}
