import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGameCast, createUser, type GameCast } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';

/**
 * The group reads reach rows by index, whatever the number of games and groups around them (as
 * games/query-plans.test.ts asks of the other reads): with 2,000 other games of 5 groups and 10
 * members each and fresh statistics, the planner's own choice is asserted on PGlite and PostgreSQL.
 */
describe('group read plans', () => {
  const t = useTestApp();
  let cast: GameCast;

  beforeAll(async () => {
    if (!t.database) return;
    cast = await createGameCast(t.db);
    const creator = (await createUser(t.db)).id;
    await t.db.execute(sql`
      insert into users (username, first_name) select 'grouper_' || i, 'G' || i from generate_series(1, 5000) as i`);
    await t.db.execute(sql`
      insert into games (name, start_time, end_time, creator_id, invite_code, participant_count)
      select 'Team game ' || i, now() - interval '1 day', now() + interval '20 days', ${creator}, 'T' || lpad(to_hex(i), 5, '0'), 10
      from generate_series(1, 2000) as i`);
    await t.db.execute(sql`
      insert into game_participants (game_id, user_id, score)
      select g.id, u.id, (abs(hashtext(u.id::text)) % 20)
      from (select id, row_number() over (order by id) as n from games where name like 'Team game %') g
      join (select id, row_number() over (order by id) as n from users where username like 'grouper_%') u
        on u.n % 500 = g.n % 500 and (u.n / 500) < 10`);
    await t.db.execute(sql`
      insert into groups (game_id, name, color)
      select g.id, 'Team ' || k, 'blue' from games g cross join generate_series(1, 5) as k where g.name like 'Team game %'`);
    await t.db.execute(sql`
      insert into group_members (group_id, game_id, user_id)
      select gr.id, p.game_id, p.user_id
      from game_participants p
      join groups gr on gr.game_id = p.game_id and gr.name = 'Team ' || (1 + abs(hashtext(p.user_id::text)) % 5)
      where p.game_id in (select id from games where name like 'Team game %')`);
    for (const [name, color] of [['Otters', 'blue'], ['Herons', 'cyan']]) {
      const res = await t.request({ method: 'POST', url: `/api/games/${cast.game.id}/groups`, headers: cast.creator.headers, payload: { name, color } });
      const add = await t.request({
        method: 'POST',
        url: `/api/games/${cast.game.id}/groups/${res.json().id}/members`,
        headers: cast.creator.headers,
        payload: { memberId: name === 'Otters' ? cast.author.user.id : cast.participant.user.id },
      });
      expect(add.statusCode, add.body).toBe(201);
    }
    await t.db.execute(sql`analyze`);
  });

  it.each(['groups', 'groups/leaderboard'])('GET /api/games/{id}/%s never scans groups, members, participants or users', async (path) => {
    const { result, statements } = await captureStatements(t.db, () =>
      t.request({ method: 'GET', url: `/api/games/${cast.game.id}/${path}`, headers: cast.participant.headers }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toHaveLength(2);
    const plan = await explainAll(t.db, statements);
    expect(plan).not.toMatch(/Seq Scan on (groups|group_members|game_participants|users)\b/);
    expect(plan).toContain('groups_game_name_key');
    expect(plan).toContain('group_members_group_idx');
  });
});
