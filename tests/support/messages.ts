import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Message } from '@contract/messages';
import { addParticipant, createGame, signInAs, type SignedInUser } from './factories';
import type { TestApp } from './test-app';
import type { Database } from '../../server/db/client';
import { CONVERSATIONS_FROM_MESSAGES } from '../../server/modules/messages/conversation-rebuild';
import { rowsOf } from '../../server/modules/messages/rows';

/** The people of the messages tests (decision 0022): a thread between sender and recipient in `game`. */
export interface MessageCast {
  game: Awaited<ReturnType<typeof createGame>>;
  sender: SignedInUser;
  recipient: SignedInUser;
  /** In the game, not in the thread. */
  participant: SignedInUser;
  /** Not in the game. */
  stranger: SignedInUser;
}

export async function createMessageCast(db: Database): Promise<MessageCast> {
  const sender = await signInAs(db);
  const game = await createGame(db, sender.user.id);
  const [recipient, participant, stranger] = [await signInAs(db), await signInAs(db), await signInAs(db)];
  await addParticipant(db, game.id, recipient.user.id);
  await addParticipant(db, game.id, participant.user.id);
  return { game, sender, recipient, participant, stranger };
}

/** POST /api/messages as `from`, which must answer 201. */
export async function send(t: TestApp, from: SignedInUser, to: SignedInUser, gameId: string, content = 'Hello there'): Promise<Message> {
  const res = await t.request({
    method: 'POST',
    url: '/api/messages',
    headers: { ...from.headers, 'idempotency-key': randomUUID() },
    payload: { gameId, recipientId: to.user.id, content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

/** Every conversation row as kept, and as a recount from the messages would make it (migration 0006). */
export async function conversationsAndRecount(db: Database) {
  const columns = 'game_id, user_id, other_user_id, last_message_id, last_message_at, unread_count';
  const kept = rowsOf(await db.execute(sql.raw(`select ${columns} from conversations order by 1, 2, 3`)));
  const recount = rowsOf(await db.execute(sql.raw(`select ${columns} from (${CONVERSATIONS_FROM_MESSAGES}) as r order by 1, 2, 3`)));
  return { kept, recount };
}

/** The kept conversation rows equal a recount from the messages (docs/architecture.md §6 counters). */
export async function expectConversationsMatchRecount(db: Database) {
  const { kept, recount } = await conversationsAndRecount(db);
  expect(kept).toEqual(recount);
}
