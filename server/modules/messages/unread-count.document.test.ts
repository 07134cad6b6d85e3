import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unreadCountSchema } from '../../../contract/messages';
import { readDocument } from '../../../tests/support/document-reads';
import { createGame, createUser, signInAs } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';
import { messages } from '../../db/schema/messages';

describe('GET /api/messages/unread-count as a document', () => {
  const t = useTestApp();
  const url = '/api/messages/unread-count';

  it('is { count: 0 } without messages, in one statement', async () => {
    const me = await signInAs(t.db);
    expect(await readDocument(t, { url, headers: me.headers }, unreadCountSchema)).toEqual({ count: 0 });
  });

  it('counts my unread messages as a JSON number, through the partial index messages_unread_idx', async () => {
    const me = await signInAs(t.db);
    const friend = await createUser(t.db);
    const game = await createGame(t.db, friend.id);
    await t.db.insert(messages).values([
      { gameId: game.id, senderId: friend.id, recipientId: me.user.id, content: 'hi' },
      { gameId: game.id, senderId: friend.id, recipientId: me.user.id, content: 'again' },
    ]);
    // Thousands of read messages, mine and others': the badge must not walk them.
    await t.db.execute(sql`
      insert into messages (game_id, sender_id, recipient_id, content, is_read)
      select ${game.id}, ${friend.id}, case when i % 2 = 0 then ${me.user.id}::uuid else ${friend.id}::uuid end, 'old', true
      from generate_series(1, 5000) as i`);
    await t.db.execute(sql`analyze messages`);

    expect(await readDocument(t, { url, headers: me.headers }, unreadCountSchema)).toEqual({ count: 2 });
    const { statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url, headers: me.headers }));
    expect(await explainAll(t.db, statements)).toContain('messages_unread_idx');
  });
});
