import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageSchema } from '@contract/messages';
import { useTestApp } from '../../../tests/support/test-app';
import { rowsOf } from './rows';
import { createMessageCast, expectConversationsMatchRecount, send } from '../../../tests/support/messages';

/** POST /api/messages: docs/product.md §7, the rules of docs/architecture.md §6 "Groups, messages, invitations". */
describe('POST /api/messages', () => {
  const t = useTestApp();
  const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/messages', headers, payload });

  it('sends a trimmed message as the contract describes it, 201, unread, with both people and the game', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const res = await post(sender.headers, { gameId: game.id, recipientId: recipient.user.id, content: '  See you at 7  ' });
    expect(res.statusCode, res.body).toBe(201);
    const message = messageSchema.parse(res.json());
    expect(message).toEqual(res.json());
    expect(message).toMatchObject({
      senderId: sender.user.id,
      recipientId: recipient.user.id,
      sender: { id: sender.user.id, username: sender.user.username },
      recipient: { id: recipient.user.id },
      gameId: game.id,
      game: { id: game.id, name: game.name },
      content: 'See you at 7',
      isRead: false,
    });
    await expectConversationsMatchRecount(t.db);
  });

  it.each([
    ['blank', '   ', 'content: Message cannot be empty'],
    ['501 characters', 'x'.repeat(501), 'content: Message must be at most 500 characters'],
  ])('refuses a %s message with 400 and the rule', async (_label, content, message) => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const res = await post(sender.headers, { gameId: game.id, recipientId: recipient.user.id, content });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
  });

  it('accepts exactly 500 characters', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const res = await post(sender.headers, { gameId: game.id, recipientId: recipient.user.id, content: 'y'.repeat(500) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a message to oneself, to someone outside the game, in an unknown game, from outside the game', async () => {
    const { game, sender, recipient, stranger } = await createMessageCast(t.db);
    const cases = [
      [sender, { gameId: game.id, recipientId: sender.user.id }, 400, 'You cannot message yourself'],
      [sender, { gameId: game.id, recipientId: stranger.user.id }, 400, 'You can only message participants of this game'],
      [sender, { gameId: game.id, recipientId: randomUUID() }, 400, 'You can only message participants of this game'],
      [sender, { gameId: randomUUID(), recipientId: recipient.user.id }, 404, 'Game not found'],
      [stranger, { gameId: game.id, recipientId: recipient.user.id }, 403, 'You must be a participant of this game to send messages'],
      [sender, { gameId: 'nope', recipientId: recipient.user.id }, 400, 'gameId: gameId must be a game id'],
    ] as const;
    for (const [who, payload, status, message] of cases) {
      const res = await post(who.headers, { ...payload, content: 'Hi' });
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(payload)).toEqual({ status, body: { message } });
    }
    const [{ count }] = rowsOf<{ count: number }>(
      await t.db.execute(sql`select count(*)::int as count from messages where game_id = ${game.id}`),
    ) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('lands once when the outbox sends the same Idempotency-Key again (the first answer is replayed)', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const key = randomUUID();
    const payload = { gameId: game.id, recipientId: recipient.user.id, content: 'Only once' };
    const headers = { ...sender.headers, 'idempotency-key': key };
    const first = await post(headers, payload);
    const again = await post(headers, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = rowsOf(await t.db.execute(sql`select id from messages where game_id = ${game.id}`));
    expect(rows).toHaveLength(1);
    const badge = await t.request({ method: 'GET', url: '/api/messages/unread-count', headers: recipient.headers });
    expect(badge.json()).toEqual({ count: 1 });
    // The same key with another message is a client bug, not a second send.
    expect((await post(headers, { ...payload, content: 'Different' })).statusCode).toBe(422);
  });

  it('stops sending once the sender has left, but both still read the thread (docs/architecture.md §6)', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const message = await send(t, recipient, sender, game.id, 'Before you go');
    const leave = await t.request({ method: 'POST', url: `/api/games/${game.id}/leave`, headers: recipient.headers });
    expect(leave.statusCode, leave.body).toBeLessThan(300);

    const late = await post(recipient.headers, { gameId: game.id, recipientId: sender.user.id, content: 'Still here?' });
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 403,
      body: { message: 'You must be a participant of this game to send messages' },
    });
    const toLeaver = await post(sender.headers, { gameId: game.id, recipientId: recipient.user.id, content: 'Come back' });
    expect(toLeaver.statusCode).toBe(400);

    for (const [me, other] of [[recipient, sender], [sender, recipient]] as const) {
      const thread = await t.request({ method: 'GET', url: `/api/messages/conversations/${game.id}/${other.user.id}`, headers: me.headers });
      expect(thread.statusCode, thread.body).toBe(200);
      expect(thread.json().messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
    }
    const read = await t.request({ method: 'PUT', url: `/api/messages/${message.id}/read`, headers: sender.headers });
    expect(read.json()).toEqual({ marked: 1, unreadCount: 0 });
  });
});
