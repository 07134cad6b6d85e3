import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Message, sendMessageSchema } from '@contract/messages';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { blockedEitherWay, blockedError } from '../blocks/block-rules';
import { publishEvent } from '../events/event-notes';
import { isForeignKeyViolation } from '../posts/post-access';
import { messageJson } from './message-json';
import { rowsOf } from './rows';

export const GAME_NOT_FOUND = 'Game not found';
export const SENDER_NOT_PARTICIPANT = 'You must be a participant of this game to send messages';
export const RECIPIENT_NOT_PARTICIPANT = 'You can only message participants of this game';
export const MESSAGE_TO_SELF = 'You cannot message yourself';

export type SendMessageData = z.output<typeof sendMessageSchema>;

/**
 * POST /api/messages (docs/product.md §7; docs/architecture.md §6: only between two participants of one game, never to
 * oneself). The message and both sides of its conversation row are one statement, so the
 * /messages list and the badge never disagree with the messages. The sides are upserted in user
 * id order: two people writing to each other at once lock the two rows in the same order (no
 * deadlock). The newest message is kept by (created_at, id), whichever commits last. `now` lets
 * the demo script write history. A block between the two, either way, writes nothing and answers
 * the neutral 403 (docs/decisions/0043-blocks.md): checked in the insert itself, so a block that
 * commits first is always seen, also by a message queued offline and sent later.
 */
export async function sendMessage(db: Database, senderId: string, input: SendMessageData, now?: Date): Promise<Message> {
  const [game] = rowsOf<{ sender: boolean; recipient: boolean }>(
    await db.execute(sql`
      select
        exists (select 1 from game_participants p where p.game_id = g.id and p.user_id = ${senderId}) as sender,
        exists (select 1 from game_participants p where p.game_id = g.id and p.user_id = ${input.recipientId}) as recipient
      from games g where g.id = ${input.gameId}`),
  );
  if (!game) throw new HttpError(404, GAME_NOT_FOUND);
  if (!game.sender) throw new HttpError(403, SENDER_NOT_PARTICIPANT);
  if (input.recipientId === senderId) throw new HttpError(400, MESSAGE_TO_SELF);
  if (!game.recipient) throw new HttpError(400, RECIPIENT_NOT_PARTICIPANT);

  try {
    const [row] = rowsOf<{ message: Message | string }>(
      await db.execute(sql`
        with sent as (
          insert into messages (game_id, sender_id, recipient_id, content, created_at)
          select ${input.gameId}, ${senderId}, ${input.recipientId}, ${input.content}, coalesce(${now?.toISOString() ?? null}::timestamptz, now())
          where not ${blockedEitherWay(senderId, input.recipientId)}
          returning *
        ),
        sides as (
          insert into conversations as c (game_id, user_id, other_user_id, last_message_id, last_message_at, unread_count)
          select s.game_id, side.user_id, side.other_user_id, s.id, s.created_at, side.unread
          from sent s
          cross join lateral (values (s.sender_id, s.recipient_id, 0), (s.recipient_id, s.sender_id, 1)) as side(user_id, other_user_id, unread)
          order by side.user_id
          on conflict (game_id, user_id, other_user_id) do update set
            unread_count = c.unread_count + excluded.unread_count,
            last_message_id = case when (excluded.last_message_at, excluded.last_message_id) > (c.last_message_at, c.last_message_id)
              then excluded.last_message_id else c.last_message_id end,
            last_message_at = greatest(c.last_message_at, excluded.last_message_at)
        )
        select ${sql.raw(messageJson('m'))} as message from sent m`),
    );
    if (!row) throw blockedError();
    const message = typeof row.message === 'string' ? (JSON.parse(row.message) as Message) : row.message;
    // One statement, committed: the recipient's streams (and my other tabs) hear of it (decision 0026).
    await publishEvent(db, { kind: 'message', gameId: message.gameId, fromUserId: senderId, toUserId: message.recipientId, messageId: message.id });
    return message;
  } catch (error) {
    // The game was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new HttpError(404, GAME_NOT_FOUND);
    throw error;
  }
}
