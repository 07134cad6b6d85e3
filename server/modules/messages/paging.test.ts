import { describe, expect, it } from 'vitest';
import { conversationsPageSchema, messagesPageSchema, threadPageSchema, type Message } from '@contract/messages';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { addParticipant, createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { createMessageCast, send } from '../../../tests/support/messages';
import { useTestApp } from '../../../tests/support/test-app';
import { encodeCursor } from './page-cursor';
import { sendMessage } from './send-message.service';

/**
 * Lists of messages come a page at a time by an opaque keyset cursor (docs/architecture.md §6): walking the
 * pages while new messages arrive shows every older row exactly once, ties of one timestamp
 * included. Every page is one statement that matches its contract.
 */
describe('paging the message lists by cursor', () => {
  const t = useTestApp();
  const at = new Date('2026-03-01T10:00:00.000Z');

  /** Every page of `url` as `who`, `limit` at a time; `between` runs after each page. */
  async function walk<T>(who: SignedInUser, url: string, limit: number, items: (body: never) => T[], between = async () => {}) {
    const seen: T[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const schema = url.includes('conversations/') ? threadPageSchema : url.endsWith('conversations') ? conversationsPageSchema : messagesPageSchema;
      const body = (await readDocument(t, { url: `${url}${query}`, headers: who.headers }, schema)) as { nextCursor: string | null };
      const page = items(body as never);
      expect(page.length).toBeLessThanOrEqual(limit);
      seen.push(...page);
      cursor = body.nextCursor;
      if (!cursor) return seen;
      expect(page.length).toBe(limit);
      await between();
    }
    throw new Error('more pages than rows');
  }

  it('GET /api/messages: mine, sent and received, newest first, ties by id, none lost or repeated as new ones arrive', async () => {
    const { game, sender, recipient, participant } = await createMessageCast(t.db);
    const written: Message[] = [];
    // Three share one microsecond: only the id orders them.
    for (let i = 0; i < 9; i++) {
      const [from, to] = i % 3 === 0 ? [recipient, sender] : [sender, recipient];
      written.push(await sendMessage(t.db, from.user.id, { gameId: game.id, recipientId: to.user.id, content: `m${i}` }, new Date(at.getTime() + (i < 3 ? 0 : i) * 1000)));
    }
    await send(t, participant, sender, game.id, 'not to the recipient');
    const expected = [...written].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
    const pageAndWrite = () => send(t, sender, recipient, game.id, 'arrives meanwhile').then(() => undefined);
    const seen = await walk(recipient, '/api/messages', 2, (b: { messages: Message[] }) => b.messages.map((m) => m.id), pageAndWrite);
    // The first page was read before anything arrived: the walk is exactly what was there.
    expect(seen).toEqual(expected.map((m) => m.id));
  });

  it('a thread: newest page first, each page oldest first, nextCursor to older ones', async () => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    const contents = ['a', 'b', 'c', 'd', 'e'];
    for (const [i, content] of contents.entries()) {
      const [from, to] = i % 2 ? [recipient, sender] : [sender, recipient];
      await sendMessage(t.db, from.user.id, { gameId: game.id, recipientId: to.user.id, content }, new Date(at.getTime() + i * 1000));
    }
    const pages: string[][] = [];
    const url = `/api/messages/conversations/${game.id}/${sender.user.id}`;
    await walk(recipient, url, 2, (b: { messages: Message[] }) => {
      pages.push(b.messages.map((m) => m.content));
      return b.messages;
    }, () => send(t, sender, recipient, game.id, 'new').then(() => undefined));
    expect(pages).toEqual([['d', 'e'], ['b', 'c'], ['a']]);
  });

  it('conversations: newest first; one already seen that moves to the top is not repeated', async () => {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id);
    const others: SignedInUser[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await signInAs(t.db);
      await addParticipant(t.db, game.id, other.user.id);
      await sendMessage(t.db, other.user.id, { gameId: game.id, recipientId: me.user.id, content: `hi ${i}` }, new Date(at.getTime() + i * 1000));
      others.push(other);
    }
    // After the first page (others 4 and 3), other 4 writes again: it would be first now, not again.
    const seen = await walk(me, '/api/messages/conversations', 2, (b: { conversations: { otherUser: { id: string } }[] }) => b.conversations.map((c) => c.otherUser.id), () =>
      send(t, others[4]!, me, game.id, 'me again').then(() => undefined),
    );
    expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => others[i]!.user.id));
  });

  it.each(['/api/messages', '/api/messages/conversations'])('%s refuses a cursor it did not write, and a bad limit', async (url) => {
    const { game, sender, recipient } = await createMessageCast(t.db);
    await send(t, sender, recipient, game.id);
    const bad = [
      'nope!',
      Buffer.from('hello').toString('base64url'),
      encodeCursor({ at: '2026-02-30T10:00:00.000000Z', id: game.id }),
      encodeCursor({ at: '2026-02-01T10:00:00.000Z', id: game.id }),
      `${encodeCursor({ at: '2026-02-01T10:00:00.000000Z', id: game.id })}=`,
    ];
    for (const cursor of bad) {
      const res = await requestOnce(t, { method: 'GET', url: `${url}?cursor=${encodeURIComponent(cursor)}`, headers: sender.headers });
      expect({ status: res.statusCode, body: res.json() }, cursor).toEqual({ status: 400, body: { message: 'Invalid cursor' } });
    }
    const zero = await t.request({ method: 'GET', url: `${url}?limit=0`, headers: sender.headers });
    expect({ status: zero.statusCode, body: zero.json() }).toEqual({ status: 400, body: { message: 'limit: limit must be at least 1' } });
    const good = await t.request({ method: 'GET', url: `${url}?cursor=${encodeCursor({ at: '2999-01-01T00:00:00.000000Z', id: game.id })}`, headers: sender.headers });
    expect(good.statusCode, good.body).toBe(200);
  });
});
