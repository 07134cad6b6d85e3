import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createGame, createUser, sharePost, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';

/**
 * Discover, game search and user search must use their indexes (decision 0004). With a
 * realistic shape of data (thousands of finished games, a few live ones, thousands of users) and
 * fresh statistics, the planner's own choice is asserted, on PGlite and on PostgreSQL.
 * docs/decisions/0004-games-membership-api.md shows the plans.
 */

describe('query plans', () => {
  const t = useTestApp();
  let me: SignedInUser;

  /** The plans of every statement a GET made, and its answer: whatever code or SQL answers it. */
  async function planOf(url: string, who = me): Promise<{ text: string; body: unknown[] }> {
    const { result, statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url, headers: who.headers }));
    expect(result.statusCode, result.body).toBe(200);
    return { text: await explainAll(t.db, statements), body: result.json() };
  }

  beforeAll(async () => {
    if (!t.database) return;
    me = await signInAs(t.db);
    const creator = (await createUser(t.db)).id;
    // 10,000 finished public games and 1,000 private ones, then a handful of live public games.
    await t.db.execute(sql`
      insert into games (name, description, start_time, end_time, is_public, creator_id, invite_code, participant_count)
      select 'Finished challenge ' || i, 'A month of cold showers, round ' || i,
             now() - interval '90 days', now() - interval '60 days', i > 1000, ${creator},
             'F' || lpad(to_hex(i), 5, '0'), i % 97
      from generate_series(1, 11000) as i`);
    await t.db.execute(sql`
      insert into games (name, description, start_time, end_time, is_public, creator_id, invite_code, participant_count)
      select 'Live kayak challenge ' || i, 'Paddle every day',
             case when i % 2 = 0 then now() - interval '1 day' else now() + interval '3 days' end,
             now() + interval '20 days', true, ${creator}, 'L' || lpad(to_hex(i), 5, '0'), i
      from generate_series(1, 20) as i`);
    await t.db.execute(sql`
      insert into users (username, first_name, last_name, email)
      select 'member_' || i, 'First' || i, 'Last' || i, 'member' || i || '@example.com'
      from generate_series(1, 20000) as i`);
    await t.db.execute(sql`analyze games`);
    await t.db.execute(sql`analyze users`);
  });

  it('Discover "Active Games" reads only games not yet over (games_public_end_idx), never all finished ones', async () => {
    const { text, body } = await planOf('/api/games/public?limit=50');
    expect(text).toContain('games_public_end_idx');
    const active = (body as Array<{ status: string; _count: { participants: number } }>).filter((g) => g.status === 'active');
    expect(active.map((g) => g._count.participants)).toEqual([20, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
  });

  it('Discover "Coming Soon" walks games_public_start_idx in order', async () => {
    const { text } = await planOf('/api/games/public?limit=50');
    expect(text).toContain('games_public_start_idx');
  });

  it('game search uses the trigram indexes on name and description', async () => {
    const { text } = await planOf('/api/games/search?q=kayak');
    expect(text).toContain('games_public_name_trgm_idx');
    expect(text).toContain('games_public_description_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on games/);
    expect((await planOf('/api/games/search?q=KAYAK')).body).toHaveLength(20);
  });

  it('user search uses the prefix indexes, not a scan of every user', async () => {
    const { text } = await planOf('/api/users/search?q=member_1234');
    expect(text).not.toMatch(/Seq Scan on users/);
    for (const index of ['users_username_pattern_idx', 'users_first_name_lower_idx', 'users_last_name_lower_idx', 'users_email_lower_idx']) {
      expect(text).toContain(index);
    }
  });

  // Decision 0053: 'Requested' on Discover and the Share dialog's 'In the game' / 'Invited' marks.
  it('the pending-request and invitation marks probe their partial unique indexes, never scan the tables', async () => {
    // Thousands of participants, requests and invitations, mostly decided, in the live games.
    await t.db.execute(sql`
      insert into game_participants (game_id, user_id)
      select g.id, u.id from games g cross join (select id from users order by email limit 300) as u
      where g.name like 'Live%'`);
    await t.db.execute(sql`
      insert into join_requests (game_id, user_id, status)
      select g.id, u.id, case when u.n % 10 = 0 then 'pending' else 'declined' end::request_status
      from games g
      cross join (select id, row_number() over (order by username) as n from users order by username limit 300) as u
      where g.name like 'Live%'`);
    await t.db.execute(sql`
      insert into invitations (game_id, invited_by_id, invited_user_id, status)
      select g.id, g.creator_id, u.id, case when u.n % 10 = 0 then 'pending' else 'declined' end::request_status
      from games g
      cross join (select id, row_number() over (order by username desc) as n from users order by username desc limit 300) as u
      where g.name like 'Live%'`);
    await t.db.execute(sql`analyze`);
    const discover = await planOf('/api/games/public?limit=50');
    expect(discover.text).toContain('join_requests_pending_key');
    expect(discover.text).not.toMatch(/Seq Scan on join_requests/);
    const [game] = (discover.body as Array<{ id: string }>);
    const search = await planOf(`/api/users/search?q=member_1234&gameId=${game!.id}`);
    expect(search.text).toContain('invitations_pending_user_key');
    expect(search.text).toContain('game_participants_game_id_user_id_pk');
    expect(search.text).not.toMatch(/Seq Scan on (users|invitations|game_participants)\b/);
  });

  // Thousands of games and users here, a handful of posts (those may be scanned).
  it('My Games, the game page, its results, Recent Activity and my notifications reach games and users by key, never by scanning them', async () => {
    const player = (await createUser(t.db)).id;
    const gameIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const game = await createGame(t.db, me.user.id);
      gameIds.push(game.id);
      await addParticipant(t.db, game.id, player);
      await sharePost(t.db, player, game.id);
      // Popular games: a few hundred players each, which a plain join answered by hashing every user.
      await t.db.execute(sql`
        insert into game_participants (game_id, user_id)
        select ${game.id}, id from users where id not in (${me.user.id}, ${player}) order by username offset ${i * 400} limit 400`);
    }
    await t.db.execute(sql`analyze`);
    let text = '';
    const urls = ['/api/games', `/api/games/${gameIds[0]}`, `/api/games/${gameIds[0]}/results`, '/api/activity?limit=10', '/api/notifications/games'];
    for (const url of urls) text += (await planOf(url)).text;
    expect(text).not.toMatch(/Seq Scan on (games|users)\b/);
  });
});
