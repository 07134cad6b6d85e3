import { isRemoved, shownText } from '../../db/visibility-sql';
import { cursorSql } from './page-cursor';

/**
 * SQL pieces every message read and the send answer share, so each matches contract/messages.ts
 * the same way. People and games are read by primary key for the rows shown only.
 */

/** `{ id, name }` of game `gameId` (an SQL expression). */
export const gameJson = (gameId: string) => `(select json_build_object('id', g.id, 'name', g.name) from games g where g.id = ${gameId})`;

/** The contract's public user `userId` (an SQL expression). */
export const userJson = (userId: string) => `(select api_user(u) from users u where u.id = ${userId})`;

/**
 * messageSchema of the messages row aliased `m`, as `viewer` sees it: a hidden
 * message reads REMOVED_BY_MODERATORS for everyone but its sender, and says `isRemoved` to both
 * (docs/decisions/0042-hidden-and-blocked-in-reads.md). The viewer is `me.id` in the reads; the
 * send's answer is its sender's (the default).
 */
export const messageJson = (m: string, viewer = `${m}.sender_id`) => `json_build_object(
  'id', ${m}.id, 'senderId', ${m}.sender_id, 'recipientId', ${m}.recipient_id,
  'sender', ${userJson(`${m}.sender_id`)}, 'recipient', ${userJson(`${m}.recipient_id`)},
  'gameId', ${m}.game_id, 'game', ${gameJson(`${m}.game_id`)},
  'content', ${shownText(m, `${m}.sender_id`, viewer)}, 'isRead', ${m}.is_read, 'createdAt', api_time(${m}.created_at),
  'isRemoved', ${isRemoved(m)})`;

/**
 * Two keyset-paged lists of messages (newest first, after the cursor in $2/$3, `$4 + 1` rows to
 * see whether a next page exists), each an index range scan, merged and cut to `$4 + 1` rows.
 * `sides` are the WHERE clauses of the two scans, e.g. the messages I received and those I sent.
 * The result `page` has the rows numbered `n` from the newest.
 */
export const pageOfMessages = (sides: readonly [string, string]) => `page as (
  select p.*, row_number() over (order by p.created_at desc, p.id desc) as n
  from (
    ${sides.map((where) => `(select m.* from messages m
      where ${where} and (m.created_at, m.id) < ($2::timestamptz, $3::uuid)
      order by m.created_at desc, m.id desc limit $4::int + 1)`).join('\n    union all\n    ')}
  ) as p
  order by p.created_at desc, p.id desc
  limit $4::int + 1
)`;

/** The cursor after the last shown row of `page`, null when no further row was found. */
export const nextCursorOf = (page: string, at = 'created_at', id = 'id') =>
  `(select ${cursorSql(`last.${at}`, `last.${id}`)} from ${page} last
    where last.n = $4::int and exists (select 1 from ${page} more where more.n = $4::int + 1))`;
