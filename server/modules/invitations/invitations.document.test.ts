import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitationsResponseSchema } from '@contract/invitations';
import { readDocument } from '../../../tests/support/document-reads';
import { createGame, createUser, signInAs } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';
import { gameParticipants, invitations, joinRequests } from '../../db/schema/games';

const DAY = 86_400_000;

describe('GET /api/invitations as a document', () => {
  const t = useTestApp();
  const url = '/api/invitations';

  it('is two empty lists for someone new, in one statement', async () => {
    const me = await signInAs(t.db);
    expect(await readDocument(t, { url, headers: me.headers }, invitationsResponseSchema)).toEqual({ invitations: [], pendingRequests: [] });
  });

  it('lists both newest first, with a null description, every status and the public user shape', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db, { bio: 'Hosts things', profileImageUrl: '/uploads/h.jpg' });
    const asker = await createUser(t.db);
    const upcoming = await createGame(t.db, host.id, { description: null, startTime: new Date(Date.now() + DAY), endTime: new Date(Date.now() + 2 * DAY) });
    const ended = await createGame(t.db, host.id, { startTime: new Date(Date.now() - 2 * DAY), endTime: new Date(Date.now() - DAY), isPublic: false });
    const running = await createGame(t.db, host.id);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db.insert(invitations).values([
      { gameId: ended.id, invitedById: host.id, invitedUserId: me.user.id, createdAt: at(3) },
      { gameId: upcoming.id, invitedById: host.id, invitedUserId: me.user.id, createdAt: at(1) },
      { gameId: running.id, invitedById: host.id, invitedUserId: me.user.id, createdAt: at(2) },
    ]);
    const mine = await createGame(t.db, me.user.id, { name: 'Mine' });
    const administered = await createGame(t.db, host.id, { name: 'Administered' });
    await t.db.insert(gameParticipants).values({ gameId: administered.id, userId: me.user.id, isAdmin: true });
    await t.db.insert(joinRequests).values([
      { gameId: mine.id, userId: asker.id, createdAt: at(5) },
      { gameId: administered.id, userId: asker.id, createdAt: at(4) },
    ]);

    const body = await readDocument(t, { url, headers: me.headers }, invitationsResponseSchema);
    expect(body.invitations.map((i) => [i.game.id, i.game.status])).toEqual([
      [upcoming.id, 'upcoming'],
      [running.id, 'active'],
      [ended.id, 'completed'],
    ]);
    expect(body.invitations[0]!.game.description).toBeNull();
    expect(body.invitations[0]!.game.startTime).toBe(upcoming.startTime.toISOString());
    expect(body.invitations[0]!.invitedBy).toEqual(host);
    expect(body.pendingRequests.map((r) => r.game)).toEqual([
      { id: administered.id, name: 'Administered' },
      { id: mine.id, name: 'Mine' },
    ]);
    expect(body.pendingRequests[0]!.user).toEqual(asker);
  });

  it('answers at most 100 of each, the newest', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const game = await createGame(t.db, me.user.id);
    // 120 games of the host, each inviting me; 120 people asking to join my game.
    await t.db.execute(sql`
      with made as (
        insert into games (name, start_time, end_time, creator_id, invite_code)
        select 'Bulk ' || i, now(), now() + interval '1 day', ${host.id}, 'B' || lpad(to_hex(i), 5, '0') || substr(md5(random()::text), 1, 4)
        from generate_series(1, 120) as i returning id
      )
      insert into invitations (game_id, invited_by_id, invited_user_id, created_at)
      select id, ${host.id}, ${me.user.id}, now() - (row_number() over ()) * interval '1 minute' from made`);
    await t.db.execute(sql`
      with people as (
        insert into users (username, first_name, last_name, email)
        select 'asker_' || i || substr(md5(random()::text), 1, 6), 'A', 'B', 'asker' || i || substr(md5(random()::text), 1, 6) || '@example.com'
        from generate_series(1, 120) as i returning id
      )
      insert into join_requests (game_id, user_id, created_at)
      select ${game.id}, id, now() - (row_number() over ()) * interval '1 minute' from people`);

    const body = await readDocument(t, { url, headers: me.headers }, invitationsResponseSchema);
    expect(body.invitations).toHaveLength(100);
    expect(body.pendingRequests).toHaveLength(100);
    const newestFirst = (times: string[]) => expect(times).toEqual([...times].sort().reverse());
    newestFirst(body.invitations.map((i) => i.createdAt));
    newestFirst(body.pendingRequests.map((r) => r.createdAt));
  });

  it('reaches games, users, invitations and requests by index, never by scanning them', async () => {
    const me = await signInAs(t.db);
    await t.db.execute(sql`
      insert into users (username, first_name, last_name, email)
      select 'plan_' || i, 'P', 'Q', 'plan' || i || '@example.com' from generate_series(1, 5000) as i`);
    await t.db.execute(sql`
      insert into games (name, start_time, end_time, creator_id, invite_code)
      select 'Plan ' || i, now(), now() + interval '1 day',
             case when i <= 3 then ${me.user.id}::uuid else (select id from users where username = 'plan_' || i) end,
             'P' || lpad(to_hex(i), 5, '0')
      from generate_series(1, 5000) as i`);
    // Thousands of memberships, invitations and join requests of other people; a few of mine.
    await t.db.execute(sql`
      insert into game_participants (game_id, user_id, is_admin)
      select g.id, u.id, u.username = 'plan_7' from games g join users u on u.username = 'plan_' || (1 + (substr(g.name, 6)::int * 7) % 5000)
      where g.name like 'Plan %'`);
    await t.db.execute(sql`
      insert into invitations (game_id, invited_by_id, invited_user_id)
      select g.id, g.creator_id, u.id from games g
      join users u on u.username = 'plan_' || (1 + (substr(g.name, 6)::int * 13) % 5000) where g.name like 'Plan %'`);
    await t.db.execute(sql`
      insert into join_requests (game_id, user_id)
      select g.id, u.id from games g join users u on u.username = 'plan_' || (1 + (substr(g.name, 6)::int * 17) % 5000) where g.name like 'Plan %'`);
    await t.db.execute(sql`analyze`);
    const { statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url, headers: me.headers }));
    const plan = await explainAll(t.db, statements);
    expect(plan).not.toMatch(/Seq Scan on (games|users|invitations|join_requests|game_participants)\b/);
  });
});
