import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { captureStatements } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';
import { rebuildConversations } from './conversation-rebuild';
import { sendMessage } from './send-message.service';

type PlanNode = { 'Relation Name'?: string; 'Index Name'?: string; 'Node Type': string; 'Actual Rows': number; 'Actual Loops': number; 'Rows Removed by Filter'?: number; Plans?: PlanNode[] };

/**
 * What a read really touched, from EXPLAIN ANALYZE of its one statement: per table and access path
 * (index name or node type), the rows it produced or filtered away over all loops.
 */
async function touched(t: ReturnType<typeof useTestApp>, who: SignedInUser, url: string) {
  const { result, statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url, headers: who.headers }));
  expect(result.statusCode, result.body).toBe(200);
  expect(statements).toHaveLength(1);
  const { text, params } = statements[0]!;
  const client = (t.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await client.query(`explain (analyze, format json) ${text}`, params);
  const raw = rows[0]!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const counts: Record<string, number> = {};
  const visit = (node: PlanNode) => {
    if (node['Relation Name']) {
      const key = `${node['Relation Name']} by ${node['Index Name'] ?? node['Node Type']}`;
      counts[key] = (counts[key] ?? 0) + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];
    }
    node.Plans?.forEach(visit);
  };
  visit(root.Plan);
  return { counts, body: result.json() as { nextCursor: string | null } };
}

/**
 * docs/architecture.md §6: lists never aggregate messages on the request. The conversation list reads the kept
 * conversation rows, and of the messages only each shown row's last one, by primary key: with
 * 10,000 messages in the same conversations it touches exactly what it touched with 10. The
 * message list and a thread read at most limit + 1 rows a side, on the first page and deep down.
 * Around them, 2,000 other people with 20,000 messages and their conversations, so that the
 * planner's own choice (with fresh statistics) is what is measured, on PGlite and PostgreSQL.
 */
describe('what the message reads cost', () => {
  const t = useTestApp();

  beforeAll(async () => {
    if (!t.database) return;
    const owner = await signInAs(t.db);
    const game = await createGame(t.db, owner.user.id);
    await t.db.execute(sql`insert into users (username) select 'chatter_' || i from generate_series(1, 2000) as i`);
    await t.db.execute(sql`
      insert into messages (game_id, sender_id, recipient_id, content, is_read, created_at)
      select ${game.id}, a.id, b.id, 'chat ' || i, i % 7 = 0, now() - i * interval '1 minute'
      from generate_series(1, 20000) as i
      join (select id, row_number() over (order by id) as n from users where username like 'chatter_%') as a on a.n = 1 + i % 2000
      join (select id, row_number() over (order by id) as n from users where username like 'chatter_%') as b on b.n = 1 + (i * 7 + 1) % 2000`);
    // Their conversation rows, as sending keeps them.
    await rebuildConversations(t.db);
  });

  it('GET /api/messages/conversations touches the same rows with 10 messages as with 10,000', async () => {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id);
    const others = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];
    for (const other of others) await addParticipant(t.db, game.id, other.user.id);
    for (let i = 0; i < 10; i++) {
      const other = others[i % 3]!;
      const [from, to] = i % 2 ? [me, other] : [other, me];
      await sendMessage(t.db, from.user.id, { gameId: game.id, recipientId: to.user.id, content: `m${i}` });
    }
    await t.db.execute(sql`analyze`);
    const url = '/api/messages/conversations?limit=30';
    const small = await touched(t, me, url);

    // 9,990 older, read messages in the same three conversations (their rows stay as they are).
    await t.db.execute(sql`
      insert into messages (game_id, sender_id, recipient_id, content, is_read, created_at)
      select ${game.id}, o.id, ${me.user.id}, 'old ' || i, true, now() - interval '1 day' - i * interval '1 second'
      from generate_series(1, 9990) as i
      join (select id, row_number() over (order by id) - 1 as k from users where id in (${sql.join(others.map((o) => sql`${o.user.id}::uuid`), sql`, `)})) as o
        on o.k = i % 3`);
    await t.db.execute(sql`analyze`);
    const large = await touched(t, me, url);

    expect(large.body).toEqual(small.body);
    expect(large.counts).toEqual(small.counts);
    const onMessages = Object.entries(large.counts).filter(([key]) => key.startsWith('messages '));
    expect(onMessages).toEqual([['messages by messages_pkey', 3]]);
    expect(large.counts['conversations by conversations_user_last_idx']).toBe(3);
  });

  it('GET /api/messages and a thread read at most limit + 1 messages a side, on every page', async () => {
    const [me, other] = [await signInAs(t.db), await signInAs(t.db)];
    const game = await createGame(t.db, me.user.id);
    await addParticipant(t.db, game.id, other.user.id);
    await sendMessage(t.db, other.user.id, { gameId: game.id, recipientId: me.user.id, content: 'newest' });
    await t.db.execute(sql`
      insert into messages (game_id, sender_id, recipient_id, content, is_read, created_at)
      select ${game.id}, case when i % 2 = 0 then ${me.user.id}::uuid else ${other.user.id}::uuid end,
        case when i % 2 = 0 then ${other.user.id}::uuid else ${me.user.id}::uuid end,
        'old ' || i, true, now() - interval '1 day' - i * interval '1 second'
      from generate_series(1, 10000) as i`);
    await t.db.execute(sql`analyze`);

    for (const base of ['/api/messages', `/api/messages/conversations/${game.id}/${other.user.id}`]) {
      let cursor = '';
      for (let page = 0; page < 3; page++) {
        const { counts, body } = await touched(t, me, `${base}?limit=5${cursor}`);
        const onMessages = Object.entries(counts).filter(([key]) => key.startsWith('messages '));
        expect(onMessages.every(([key]) => /messages_(recipient_created|sender_created|thread)_idx/.test(key)), JSON.stringify(counts)).toBe(true);
        expect(onMessages.reduce((sum, [, rows]) => sum + rows, 0), `${base} page ${page}`).toBeLessThanOrEqual(12);
        cursor = `&cursor=${body.nextCursor}`;
      }
    }
  });
});
