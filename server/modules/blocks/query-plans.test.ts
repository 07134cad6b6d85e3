import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';
import { blocks } from './block-rules';

/**
 * Block lookups are primary-key probes (docs/decisions/0043-blocks.md): with 5,000 people blocking
 * 4 others each and fresh statistics, the list read, every write's block check and the live
 * audience probe user_blocks by both columns and never scan it, on PGlite and PostgreSQL (the
 * planner's own choice; it may take either two-column index).
 */
describe('block plans', () => {
  const t = useTestApp();
  let me: SignedInUser;
  let them: SignedInUser;
  let gameId: string;

  beforeAll(async () => {
    if (!t.database) return;
    [me, them] = [await signInAs(t.db), await signInAs(t.db)];
    await t.db.execute(sql`insert into users (username, first_name) select 'blocker_' || i, 'B' || i from generate_series(1, 5000) as i`);
    await t.db.execute(sql`
      insert into user_blocks (blocker_id, blocked_id)
      select u.id, v.id from (select id, row_number() over (order by id) as n from users where username like 'blocker_%') u
      join (select id, row_number() over (order by id) as n from users where username like 'blocker_%') v
        on v.n in ((u.n % 5000) + 1, ((u.n + 1) % 5000) + 1, ((u.n + 2) % 5000) + 1, ((u.n + 3) % 5000) + 1)`);
    await t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) select ${me.user.id}, id from users where username like 'blocker_%' limit 30`);
    const game = await createGame(t.db, them.user.id, { isPublic: true });
    await addParticipant(t.db, game.id, me.user.id);
    gameId = game.id;
    await t.db.execute(sql`analyze`);
  });

  /** Every look at user_blocks is an index probe on both columns (either two-column index will do). */
  const expectProbes = (plan: string) => {
    expect(plan).not.toMatch(/Seq Scan on user_blocks\b/);
    expect(plan).toMatch(/Index (Only )?Scan using user_blocks_(pkey|blocked_idx) on user_blocks/);
  };

  const planOf = async (request: TestRequest, expected: number) => {
    const { result, statements } = await captureStatements(t.db, () => t.request({ ...request, headers: me.headers }));
    expect(result.statusCode, result.body).toBe(expected);
    const plan = await explainAll(t.db, statements.filter((s) => s.text.includes('user_blocks')));
    expectProbes(plan);
    return plan;
  };

  it('GET /api/user/blocks reads my rows through the primary key', async () => {
    const plan = await planOf({ method: 'GET', url: '/api/user/blocks' }, 200);
    expect(plan).not.toMatch(/Seq Scan on users\b/);
  });

  it('a message checks the block both ways by index probes, in its insert', async () => {
    await planOf({ method: 'POST', url: '/api/messages', payload: { gameId, recipientId: them.user.id, content: 'Hi' } }, 201);
  });

  it("every write's check (block-rules.ts) is an index probe", async () => {
    const explained = (await t.db.execute(sql`explain select ${blocks(them.user.id, me.user.id)}`)) as unknown as { rows: Array<Record<string, string>> };
    expectProbes(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
  });

  it('the live audience leaves out blockers by index probes', async () => {
    const explained = (await t.db.execute(sql`explain select p.user_id from game_participants p
      where p.game_id = ${gameId} and p.user_id = any(${`{${me.user.id},${them.user.id}}`}::uuid[])
        and not exists (select 1 from user_blocks b where b.blocker_id = p.user_id and b.blocked_id = ${them.user.id}::uuid)`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    expectProbes(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
  });
});
