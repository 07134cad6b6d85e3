import type { Game } from '@contract/games';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/prepared-rows';

/**
 * docs/product.md §3 "Game" as JSON, written once in SQL (decision 0016) for every answer that carries a
 * game: the game page (game.document.ts), My Games' cards (my-games.document.ts), Discover and
 * search (discover.document.ts), and the writes that answer the game they changed (`readGame`).
 */

/**
 * One participant on the games row `g`, from the participant row `alias`, with its public user by
 * primary key (`api_user`, migration 0005).
 */
const participantJson = (alias: string) => `json_build_object(
        'userId', ${alias}.user_id,
        'user', (select api_user(u) from users u where u.id = ${alias}.user_id),
        'isAdmin', ${alias}.is_admin
      )`;

/**
 * The participants of `g`, from participant rows `alias`, as a json array in the order of every
 * game answer: the owner, then admins, then by the time they joined, then by id (so equal times
 * keep one order). Null when there are no rows (the caller coalesces where it can be empty).
 */
export const participantsJson = (alias: string) =>
  `json_agg(${participantJson(alias)} order by ${alias}.user_id = g.creator_id desc, ${alias}.is_admin desc, ${alias}.created_at, ${alias}.user_id)`;

/** Every participant of `g` through the primary key's game prefix, each user by primary key. */
export const allParticipantsJson = `(
      select coalesce(${participantsJson('p')}, '[]')
      from game_participants p where p.game_id = g.id
    )`;

interface GameJsonParts {
  /** The status, docs/architecture.md §6: from the clock unless the caller has it already. */
  status?: string;
  /** For participants: the invite code and this list (SQL); never for a public face. */
  participants?: string;
  /** Fields after `_count`, each [name, SQL]. */
  extra?: ReadonlyArray<readonly [name: string, sql: string]>;
}

/**
 * The game row `g` as the contract's game: its creator by primary key, and the counters as columns
 * (docs/decisions/0002-database-and-counters.md), never a count(*).
 */
export function gameJson({ status = 'api_game_status(g.start_time, g.end_time)', participants, extra = [] }: GameJsonParts = {}) {
  const fields: Array<readonly [string, string]> = [
    ['id', 'g.id'],
    ['name', 'g.name'],
    ['description', 'g.description'],
    ['coverImage', 'g.cover_image'],
    ['status', status],
    ['startTime', 'api_time(g.start_time)'],
    ['endTime', 'api_time(g.end_time)'],
    ['isPublic', 'g.is_public'],
    ['requiresApproval', 'g.requires_approval'],
    ['creatorId', 'g.creator_id'],
    ['creator', '(select api_user(u) from users u where u.id = g.creator_id)'],
    ...(participants === undefined ? [] : ([['inviteCode', 'g.invite_code'], ['participants', participants]] as const)),
    ['_count', `json_build_object('participants', g.participant_count, 'posts', g.post_count)`],
    ...extra,
  ];
  return `json_build_object(\n${fields.map(([name, sql]) => `    '${name}', ${sql}`).join(',\n')}\n  )`;
}

/** The game by primary key, for its participants: what a write that changed it answers. */
const gameAnswer = { name: 'game_answer', text: `select (${gameJson({ participants: allParticipantsJson })})::text from games g where g.id = $1` };

/** The game as its participants see it, read after a write (create, edit, join). */
export async function readGame(db: Database, gameId: string): Promise<Game> {
  const [row] = await preparedRows(db, gameAnswer, [gameId]);
  return JSON.parse(row![0] as string) as Game;
}
