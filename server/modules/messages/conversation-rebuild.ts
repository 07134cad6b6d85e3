import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The conversation rows a full recount of the messages makes, as sending and read marking keep
 * them (and as migration 0006 filled them): for each side of each (pair, game), the newest message
 * by (created_at, id) and the unread messages addressed to that side. A whole-table aggregate:
 * never on a request (docs/architecture.md §6), only for bulk loads and for the tests' recount.
 */
export const CONVERSATIONS_FROM_MESSAGES = `select distinct on (m.game_id, side.user_id, side.other_user_id)
  m.game_id, side.user_id, side.other_user_id, m.id as last_message_id, m.created_at as last_message_at,
  (count(*) filter (where not m.is_read and m.recipient_id = side.user_id)
    over (partition by m.game_id, side.user_id, side.other_user_id))::int as unread_count
from messages m
cross join lateral (values (m.sender_id, m.recipient_id), (m.recipient_id, m.sender_id)) as side(user_id, other_user_id)
where m.sender_id <> m.recipient_id
order by m.game_id, side.user_id, side.other_user_id, m.created_at desc, m.id desc`;

/**
 * SEED TIME ONLY: rebuilds every conversation row from the messages, for data written in bulk
 * around the send path (server/seed, the benchmarks, the demo).
 */
export async function rebuildConversations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from conversations`);
    await tx.execute(
      sql.raw(`insert into conversations (game_id, user_id, other_user_id, last_message_id, last_message_at, unread_count)
        ${CONVERSATIONS_FROM_MESSAGES}`),
    );
  });
}
