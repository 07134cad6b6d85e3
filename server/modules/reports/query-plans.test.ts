import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationReportsSchema, myReportsSchema, suspendedUsersSchema } from '@contract/reports';
import { planOfRead, readDocument } from '../../../tests/support/document-reads';
import { createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { users } from '../../db/schema/users';

/**
 * The report reads are document reads (one statement, decision 0016) that walk the partial indexes
 * of open reports and the reporter's index, never every report ever made: 30,000 reports, nearly
 * all resolved, in many games, with fresh statistics; the planner's own choice is asserted.
 */
describe('query plans of the report reads', () => {
  const t = useTestApp();
  let creator: SignedInUser;
  let operator: SignedInUser;
  let reporter: SignedInUser;
  let gameId: string;

  /** The read's plan walks these indexes and never scans every report ever made. */
  async function expectWalks(url: string, who: SignedInUser, ...indexes: string[]) {
    const { plan } = await planOfRead(t, url, who);
    for (const index of indexes) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on reports/);
  }

  beforeAll(async () => {
    if (!t.database) return;
    creator = await signInAs(t.db);
    operator = await signInAs(t.db);
    reporter = await signInAs(t.db);
    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.user.id));
    gameId = (await createGame(t.db, creator.user.id)).id;
    const author = (await signInAs(t.db)).user.id;
    // 300 other games with 100 posts each, one post of them in the game read here.
    await t.db.execute(sql`
      insert into games (name, start_time, end_time, creator_id, invite_code)
      select 'Other ' || i, now() - interval '1 day', now() + interval '9 days', ${author}, 'Q' || lpad(to_hex(i), 5, '0')
      from generate_series(1, 300) as i`);
    await t.db.execute(sql`
      insert into posts (game_id, user_id, content, streak_day)
      select g.id, ${author}, 'Post ' || i, current_date from games g cross join generate_series(1, 100) as i where g.name like 'Other %'`);
    await t.db.execute(sql`insert into posts (game_id, user_id, content, streak_day) select ${gameId}, ${author}, 'Mine ' || i, current_date from generate_series(1, 50) as i`);
    await t.db.execute(sql`
      insert into users (username, first_name) select 'reporter_' || i, 'Reporter' from generate_series(1, 1000) as i`);
    // Every post reported by one person; all but one in a hundred resolved.
    await t.db.execute(sql`
      with reporters as (select id, row_number() over (order by id) as k from users where username like 'reporter_%'),
      numbered as (select p.*, row_number() over (order by p.id) as n from posts p)
      insert into reports (reporter_id, target_type, post_id, target_user_id, game_id, reason, status, created_at)
      select r.id, 'post', p.id, p.user_id, p.game_id, 'spam',
             case when p.n % 100 = 0 then 'open' else 'dismissed' end,
             now() - p.n * interval '1 minute'
      from numbered p join reporters r on r.k = 1 + p.n % 1000`);
    await t.db.execute(sql`
      insert into reports (reporter_id, target_type, post_id, target_user_id, game_id, reason, created_at)
      select ${reporter.user.id}, 'post', p.id, p.user_id, p.game_id, 'other', now() - interval '1 hour' from posts p
      where p.game_id = ${gameId} limit 5`);
    await t.db.execute(sql`update games set open_report_count = 5 where id = ${gameId}`);
    await t.db.execute(sql`update users set suspended_at = now() where username in ('reporter_1', 'reporter_2')`);
    for (const table of ['reports', 'posts', 'games', 'users']) await t.db.execute(sql.raw(`analyze ${table}`));
  });

  it("a game's queue walks reports_open_game_idx and counts reporters through reports_post_idx", async () => {
    await expectWalks(`/api/games/${gameId}/reports`, creator, 'reports_open_game_idx', 'reports_post_idx');
    const queue = await readDocument(t, { url: `/api/games/${gameId}/reports`, headers: creator.headers }, moderationReportsSchema);
    expect(queue.reports.length).toBeGreaterThanOrEqual(5);
  });

  it("the operators' queue walks reports_open_idx", async () => {
    await expectWalks('/api/admin/reports', operator, 'reports_open_idx');
    const queue = await readDocument(t, { url: '/api/admin/reports', headers: operator.headers }, moderationReportsSchema);
    expect(queue.reports).toHaveLength(100);
  });

  it('my reports walk reports_reporter_created_idx', async () => {
    await expectWalks('/api/reports/mine', reporter, 'reports_reporter_created_idx');
    const mine = await readDocument(t, { url: '/api/reports/mine', headers: reporter.headers }, myReportsSchema);
    expect(mine.reports).toHaveLength(5);
  });

  it('the suspended list is one statement (a scan of users: no index on suspended_at yet, decision 0041)', async () => {
    const list = await readDocument(t, { url: '/api/admin/suspended', headers: operator.headers }, suspendedUsersSchema);
    expect(list.users).toHaveLength(2);
  });
});
