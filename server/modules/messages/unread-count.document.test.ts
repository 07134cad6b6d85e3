import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unreadCountSchema } from '@contract/messages';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, createGame, createUser, signInAs } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';
import { sendMessage } from './send-message.service';

describe('GET /api/messages/unread-count as a document', () => {
  const t = useTestApp();
  const url = '/api/messages/unread-count';

  it('is { count: 0 } without messages, in one statement', async () => {
    const me = await signInAs(t.db);
    expect(await readDocument(t, { url, headers: me.headers }, unreadCountSchema)).toEqual({ count: 0 });
  });

  it('sums my conversations with something unread as a JSON number, through conversations_unread_idx', async () => {
    const me = await signInAs(t.db);
    const friend = await createUser(t.db);
    const game = await createGame(t.db, friend.id);
    await addParticipant(t.db, game.id, me.user.id);
    await sendMessage(t.db, friend.id, { gameId: game.id, recipientId: me.user.id, content: 'hi' });
    await sendMessage(t.db, friend.id, { gameId: game.id, recipientId: me.user.id, content: 'again' });
    // Thousands of read conversations, mine and others': the badge must not walk them.
    await t.db.execute(sql`
      with others as (insert into users (username) select 'bulk_' || gen_random_uuid() from generate_series(1, 3000) returning id),
      last as (select m.id from messages m where m.game_id = ${game.id} limit 1)
      insert into conversations (game_id, user_id, other_user_id, last_message_id, last_message_at, unread_count)
      select ${game.id}, side.user_id, o.id, last.id, now(), 0
      from others o cross join last
      cross join lateral (values (${me.user.id}::uuid), (${friend.id}::uuid)) as side(user_id)`);
    await t.db.execute(sql`analyze conversations`);

    expect(await readDocument(t, { url, headers: me.headers }, unreadCountSchema)).toEqual({ count: 2 });
    const { statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url, headers: me.headers }));
    expect(await explainAll(t.db, statements)).toContain('conversations_unread_idx');
  });
});
