import { describe, expect, it } from 'vitest';
import type { ConversationsPage, ThreadPage } from '@contract/messages';
import { addParticipant, createGame } from '../../../tests/support/factories';
import { createMessageCast, expectConversationsMatchRecount, send } from '../../../tests/support/messages';
import { useTestApp } from '../../../tests/support/test-app';
import type { SignedInUser } from '../../../tests/support/factories';

/**
 * The unread count and read marking (docs/product.md §5: unread becomes read when the recipient opens the
 * conversation; docs/architecture.md §6: one request for the thread). After every step the kept conversation
 * rows equal a recount from the messages.
 */
describe('unread counts and read marking', () => {
  const t = useTestApp();
  const badge = async (who: SignedInUser) =>
    (await t.request({ method: 'GET', url: '/api/messages/unread-count', headers: who.headers })).json<{ count: number }>().count;
  const put = (who: SignedInUser, url: string) => t.request({ method: 'PUT', url, headers: who.headers });
  const threadUrl = (gameId: string, other: SignedInUser) => `/api/messages/conversations/${gameId}/${other.user.id}`;

  it('counts per conversation, marks a whole thread in one request, and only theirs to me', async () => {
    const { game, sender, recipient, participant } = await createMessageCast(t.db);
    const second = await createGame(t.db, sender.user.id);
    await addParticipant(t.db, second.id, recipient.user.id);
    for (const text of ['one', 'two', 'three']) await send(t, sender, recipient, game.id, text);
    await send(t, participant, recipient, game.id, 'from someone else');
    await send(t, sender, recipient, second.id, 'other game');
    const reply = await send(t, recipient, sender, game.id, 'my reply');
    expect(await badge(recipient)).toBe(5);
    expect(await badge(sender)).toBe(1);
    await expectConversationsMatchRecount(t.db);

    const list = (await t.request({ method: 'GET', url: '/api/messages/conversations', headers: recipient.headers })).json<ConversationsPage>();
    expect(list.conversations.map((c) => [c.otherUser.id, c.game.id, c.unreadCount, c.lastMessage.content])).toEqual([
      [sender.user.id, game.id, 3, 'my reply'],
      [sender.user.id, second.id, 1, 'other game'],
      [participant.user.id, game.id, 1, 'from someone else'],
    ]);

    const marked = await put(recipient, `${threadUrl(game.id, sender)}/read`);
    expect({ status: marked.statusCode, body: marked.json() }).toEqual({ status: 200, body: { marked: 3, unreadCount: 2 } });
    expect(await badge(recipient)).toBe(2);
    // My own reply stays unread until the sender opens the thread.
    expect(await badge(sender)).toBe(1);
    const thread = (await t.request({ method: 'GET', url: threadUrl(game.id, sender), headers: recipient.headers })).json<ThreadPage>();
    expect(thread.messages.map((m) => [m.content, m.isRead])).toEqual([
      ['one', true],
      ['two', true],
      ['three', true],
      ['my reply', false],
    ]);
    expect((await put(recipient, `${threadUrl(game.id, sender)}/read`)).json()).toEqual({ marked: 0, unreadCount: 2 });
    await expectConversationsMatchRecount(t.db);

    expect((await put(sender, `${threadUrl(game.id, recipient)}/read`)).json()).toEqual({ marked: 1, unreadCount: 0 });
    expect((await put(sender, `/api/messages/${reply.id}/read`)).json()).toEqual({ marked: 0, unreadCount: 0 });
    await expectConversationsMatchRecount(t.db);
  });

  it('marks one message read for its recipient, once', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const first = await send(t, sender, recipient, game.id, 'first');
    await send(t, sender, recipient, game.id, 'second');
    const once = await put(recipient, `/api/messages/${first.id}/read`);
    expect({ status: once.statusCode, body: once.json() }).toEqual({ status: 200, body: { marked: 1, unreadCount: 1 } });
    expect((await put(recipient, `/api/messages/${first.id}/read`)).json()).toEqual({ marked: 0, unreadCount: 1 });
    expect(await badge(recipient)).toBe(1);
    await expectConversationsMatchRecount(t.db);
  });

  it('answers 404 for an unknown message or conversation and 400 for a malformed id', async () => {
    const { game, recipient, participant } = await createMessageCast(t.db);
    const cases = [
      ['/api/messages/00000000-0000-4000-8000-000000000000/read', 404, 'Message not found'],
      [`${threadUrl(game.id, participant)}/read`, 404, 'Conversation not found'],
      ['/api/messages/not-an-id/read', 400, 'id: Message id must be a UUID'],
      [`/api/messages/conversations/${game.id}/nope/read`, 400, 'userId: userId must be a user id'],
    ] as const;
    for (const [url, status, message] of cases) {
      const res = await put(recipient, url);
      expect({ status: res.statusCode, body: res.json() }, url).toEqual({ status, body: { message } });
    }
  });

  it('keeps every count right while sends and both kinds of marking race each other', async () => {
    const { game, sender, recipient, participant } = await createMessageCast(t.db);
    const first = await send(t, sender, recipient, game.id, 'start');
    const work = [];
    for (let i = 0; i < 8; i++) {
      work.push(send(t, sender, recipient, game.id, `s${i}`));
      work.push(send(t, recipient, sender, game.id, `r${i}`));
      work.push(send(t, participant, recipient, game.id, `p${i}`));
      work.push(put(recipient, `${threadUrl(game.id, sender)}/read`));
      work.push(put(sender, `${threadUrl(game.id, recipient)}/read`));
    }
    work.push(put(recipient, `/api/messages/${first.id}/read`));
    const answers = await Promise.all(work);
    for (const answer of answers) if ('statusCode' in answer) expect(answer.statusCode, answer.body).toBe(200);
    await expectConversationsMatchRecount(t.db);
    const after = await put(recipient, `${threadUrl(game.id, sender)}/read`);
    expect(after.json().unreadCount).toBe(8);
    expect(await badge(recipient)).toBe(8);
  });
});
