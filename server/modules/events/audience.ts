import type { Database } from '../../db/client';
import { preparedRows as rows, type NamedStatement as Statement } from '../../db/prepared-rows';

/**
 * Who, among the people with a stream open on THIS instance, may receive a game's event: asked
 * of the database when the event is delivered (decision 0026), never from a cache, so someone who
 * just left or was removed gets nothing more. One statement per event and instance, whatever the
 * number of streams: the connected people travel as one uuid array. Each is a constant text,
 * prepared once (PreparedPGlite; a named statement per pg connection), rows as arrays.
 */
/**
 * Each statement about what someone did ($3, or null for nobody in particular) leaves out whoever
 * blocks them (docs/decisions/0043-blocks.md): one probe of user_blocks_pkey per person found.
 */
const NOT_BLOCKING_ACTOR = `not exists (select 1 from user_blocks b where b.blocker_id = p.user_id and b.blocked_id = $3::uuid)`;

/** Participants of $1 among $2 (the game_participants primary key) who don't block $3. */
const PARTICIPANTS: Statement = {
  name: 'live_participants',
  text: `select p.user_id::text from game_participants p
where p.game_id = $1 and p.user_id = any($2::uuid[]) and ${NOT_BLOCKING_ACTOR}`,
};

/** The creator and admins of $1 among $2 (they handle join requests) who don't block $3. */
const MANAGERS: Statement = {
  name: 'live_managers',
  text: `select p.user_id::text from game_participants p join games g on g.id = p.game_id
where p.game_id = $1 and p.user_id = any($2::uuid[]) and (p.is_admin or p.user_id = g.creator_id) and ${NOT_BLOCKING_ACTOR}`,
};

/** The game notifications of $1 addressed to any of $2: [user id, notification id]. */
const NOTIFIED: Statement = {
  name: 'live_notified',
  // The result (game_won, game_completed) or the reminder before the end (game_ending), per note.
  text: `select n.user_id::text, n.id::text from notifications n
where n.game_id = $1 and n.user_id = any($2::uuid[]) and (n.type = 'game_ending') = $3`,
};

/** $1's unread messages: the badge's own sum (unread-count.document.ts), through the same partial index. */
const UNREAD: Statement = {
  name: 'live_unread_count',
  text: `select coalesce(sum(c.unread_count), 0)::int from conversations c
where c.user_id = $1 and c.unread_count > 0`,
};

/** PostgreSQL's array literal of uuids (ids come from sessions and notes, both checked as uuids). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

export async function participantsAmong(db: Database, gameId: string, userIds: readonly string[], actorId: string | null): Promise<string[]> {
  return (await rows(db, PARTICIPANTS, [gameId, uuidArray(userIds), actorId])).map((row) => row[0] as string);
}

export async function managersAmong(db: Database, gameId: string, userIds: readonly string[], actorId: string): Promise<string[]> {
  return (await rows(db, MANAGERS, [gameId, uuidArray(userIds), actorId])).map((row) => row[0] as string);
}

export async function notificationsAmong(
  db: Database,
  gameId: string,
  userIds: readonly string[],
  note: 'game-end' | 'game-ending',
): Promise<Array<[string, string]>> {
  return (await rows(db, NOTIFIED, [gameId, uuidArray(userIds), note === 'game-ending'])).map((row) => [row[0] as string, row[1] as string]);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await rows(db, UNREAD, [userId]);
  return Number(row?.[0] ?? 0);
}
