import { sql, type SQL } from 'drizzle-orm';
import type { MarkReadResult } from '@contract/messages';
import type { Database } from '../../db/client';
import { blocks } from '../../db/visibility-sql';
import { HttpError } from '../../http-error';
import { publishEvent } from '../events/event-notes';
import { rowsOf } from './rows';
import { CONVERSATION_NOT_FOUND } from './thread.document';

export const MESSAGE_NOT_FOUND = 'Message not found';

/**
 * Marking read (docs/product.md §5: the recipient opening the conversation; docs/architecture.md §6: one request for the
 * whole thread, PUT /api/messages/{id}/read for one message). One statement each: the messages
 * that really turned read (`not is_read` re-checked under the row lock, so two overlapping
 * requests never count one message twice) and my conversation side's unread_count taken down by
 * exactly that many. Never set to 0: a message arriving meanwhile, not marked by this statement,
 * keeps its +1. The answer's total is my conversations' sum before, minus what was marked, both
 * without conversations with people I block, as the badge counts (unread-count.document.ts).
 */
async function markRead(db: Database, userId: string, marking: SQL): Promise<{ found: boolean } & MarkReadResult> {
  const [row] = rowsOf<{ found: boolean; marked: number; unread: number }>(
    await db.execute(sql`
      with ${marking},
      counted as (
        update conversations c set unread_count = c.unread_count - m.marked
        from (select game_id, sender_id, count(*)::int as marked from marked group by game_id, sender_id) as m
        where c.game_id = m.game_id and c.user_id = ${userId} and c.other_user_id = m.sender_id
      )
      select exists (select 1 from target) as found,
        (select count(*) from marked)::int as marked,
        ((select coalesce(sum(c.unread_count), 0) from conversations c
            where c.user_id = ${userId} and c.unread_count > 0 and not ${sql.raw(blocks('c.user_id', 'c.other_user_id'))})
          - (select count(*) from marked m
            where not exists (select 1 from user_blocks b where b.blocker_id = ${userId} and b.blocked_id = m.sender_id)))::int as unread`),
  );
  // My other tabs and devices drop their badge too (decision 0026).
  if (row!.marked > 0) await publishEvent(db, { kind: 'unread', userId });
  return { found: row!.found, marked: row!.marked, unreadCount: Math.max(0, row!.unread) };
}

/** PUT /api/messages/{id}/read: the recipient only; for anyone else the message does not exist. */
export async function markMessageRead(db: Database, userId: string, messageId: string): Promise<MarkReadResult> {
  const { found, marked, unreadCount } = await markRead(
    db,
    userId,
    sql`target as (select m.id from messages m where m.id = ${messageId} and m.recipient_id = ${userId}),
      marked as (
        update messages m set is_read = true from target
        where m.id = target.id and not m.is_read
        returning m.game_id, m.sender_id
      )`,
  );
  if (!found) throw new HttpError(404, MESSAGE_NOT_FOUND);
  return { marked, unreadCount };
}

/**
 * PUT /api/messages/conversations/{gameId}/{userId}/read: every unread message of theirs to me in
 * that thread (messages_unread_idx). 404 without my conversation row, as the thread read.
 */
export async function markConversationRead(db: Database, userId: string, gameId: string, otherUserId: string): Promise<MarkReadResult> {
  const { found, marked, unreadCount } = await markRead(
    db,
    userId,
    sql`target as (
        select 1 from conversations c where c.game_id = ${gameId} and c.user_id = ${userId} and c.other_user_id = ${otherUserId}
      ),
      marked as (
        update messages m set is_read = true
        where m.recipient_id = ${userId} and m.game_id = ${gameId} and m.sender_id = ${otherUserId} and not m.is_read
          and exists (select 1 from target)
        returning m.game_id, m.sender_id
      )`,
  );
  if (!found) throw new HttpError(404, CONVERSATION_NOT_FOUND);
  return { marked, unreadCount };
}
