import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationsPageSchema, messagesPageSchema, threadPageSchema, unreadCountSchema } from '@contract/messages';
import { REMOVED_BY_MODERATORS } from '@contract/reports';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { createMessageCast, send } from '../../../tests/support/messages';
import { useTestApp } from '../../../tests/support/test-app';

/** Messages with hidden content and blocks (docs/decisions/0042-hidden-and-blocked-in-reads.md). */
describe('message reads with hidden messages and blocks', () => {
  const t = useTestApp();
  const read = <S extends Parameters<typeof readDocument>[2]>(who: SignedInUser, url: string, schema: S) =>
    readDocument(t, { url, headers: who.headers }, schema);
  const messages = async (who: SignedInUser) => (await read(who, '/api/messages', messagesPageSchema)).messages;
  const conversations = async (who: SignedInUser) => (await read(who, '/api/messages/conversations', conversationsPageSchema)).conversations;
  const thread = (who: SignedInUser, gameId: string, other: SignedInUser) =>
    read(who, `/api/messages/conversations/${gameId}/${other.user.id}`, threadPageSchema);
  const unread = async (who: SignedInUser) => (await read(who, '/api/messages/unread-count', unreadCountSchema)).count;

  it('reads a hidden message as removed to its recipient, and as its text marked to its sender', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const hidden = await send(t, sender, recipient, game.id, 'Nasty words');
    await send(t, recipient, sender, game.id, 'Please stop');
    expect(hidden.isRemoved).toBe(false);
    await t.db.execute(sql`update messages set hidden_by = 'moderators', hidden_at = now() where id = ${hidden.id}`);

    const asRecipient = (await thread(recipient, game.id, sender)).messages;
    expect(asRecipient.map((m) => [m.content, m.isRemoved])).toEqual([
      [REMOVED_BY_MODERATORS, true],
      ['Please stop', false],
    ]);
    expect((await messages(recipient)).map((m) => [m.content, m.isRemoved])).toEqual([
      ['Please stop', false],
      [REMOVED_BY_MODERATORS, true],
    ]);
    const asSender = (await thread(sender, game.id, recipient)).messages;
    expect(asSender.map((m) => [m.content, m.isRemoved])).toEqual([
      ['Nasty words', true],
      ['Please stop', false],
    ]);

    // The newest message of a conversation is shown the same way in the list.
    await t.db.execute(sql`update messages set hidden_by = 'moderators', hidden_at = now() where content = 'Please stop' and game_id = ${game.id}`);
    expect((await conversations(sender))[0]!.lastMessage).toMatchObject({ content: REMOVED_BY_MODERATORS, isRemoved: true });
    expect((await conversations(recipient))[0]!.lastMessage).toMatchObject({ content: 'Please stop', isRemoved: true });
  });

  it("leaves the blocked person's conversation, messages and unread ones out for the blocker only", async () => {
    const { game, sender, recipient, participant } = await createMessageCast(t.db);
    await send(t, sender, recipient, game.id, 'Hi');
    await send(t, recipient, sender, game.id, 'Hello');
    await send(t, sender, recipient, game.id, 'Answer me');
    await send(t, participant, recipient, game.id, 'From a friend');
    expect(await unread(recipient)).toBe(3);
    const [senderList, senderMessages, senderThread] = [await conversations(sender), await messages(sender), await thread(sender, game.id, recipient)];

    await t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${recipient.user.id}, ${sender.user.id})`);

    // The blocker: the conversation has left the list and the badge; no message with them is listed.
    expect((await conversations(recipient)).map((c) => c.otherUser.id)).toEqual([participant.user.id]);
    expect(await unread(recipient)).toBe(1);
    expect((await messages(recipient)).map((m) => m.content)).toEqual(['From a friend']);
    // Their thread still opens, with only what I wrote, so it can be unblocked from there.
    const blockedThread = await thread(recipient, game.id, sender);
    expect([blockedThread.otherUser.id, blockedThread.messages.map((m) => m.content)]).toEqual([sender.user.id, ['Hello']]);

    // Marking their conversation read answers the total the badge shows.
    const marked = await t.request({ method: 'PUT', url: `/api/messages/conversations/${game.id}/${participant.user.id}/read`, headers: recipient.headers });
    expect(marked.json()).toEqual({ marked: 1, unreadCount: 0 });

    // The blocked person sees everything as before.
    expect(await conversations(sender)).toEqual(senderList);
    expect(await messages(sender)).toEqual(senderMessages);
    expect(await thread(sender, game.id, recipient)).toEqual(senderThread);

    // Unblocking brings it all back, the kept unread count included.
    await t.db.execute(sql`delete from user_blocks where blocker_id = ${recipient.user.id}`);
    expect(await unread(recipient)).toBe(2);
    expect((await conversations(recipient)).map((c) => [c.otherUser.id, c.unreadCount])).toEqual([
      [participant.user.id, 0],
      [sender.user.id, 2],
    ]);
  });

  it('a blocker reads a full page of messages past the blocked ones', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const friend = await signInAs(t.db);
    await addParticipant(t.db, game.id, friend.user.id);
    for (let i = 0; i < 3; i++) {
      await send(t, friend, recipient, game.id, `friend ${i}`);
      await send(t, sender, recipient, game.id, `blocked ${i}`);
    }
    await t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${recipient.user.id}, ${sender.user.id})`);
    const first = await read(recipient, '/api/messages?limit=2', messagesPageSchema);
    expect(first.messages.map((m) => m.content)).toEqual(['friend 2', 'friend 1']);
    const second = await read(recipient, `/api/messages?limit=2&cursor=${first.nextCursor}`, messagesPageSchema);
    expect([second.messages.map((m) => m.content), second.nextCursor]).toEqual([['friend 0'], null]);
  });
});
