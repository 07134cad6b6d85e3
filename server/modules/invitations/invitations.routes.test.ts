import { describe, expect, it } from 'vitest';
import { gameParticipants, invitations, joinRequests } from '../../db/schema/games';
import { createGame, createUser, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

describe('GET /api/invitations', () => {
  const t = useTestApp();
  const list = (headers?: { cookie: string }) => t.request({ method: 'GET', url: '/api/invitations', headers });

  it('is 401 for a visitor', async () => {
    await expectAnswer(list(), 401, { message: 'Unauthorized' });
  });

  it('answers two empty lists for someone new', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(list(me.headers), 200, { invitations: [], pendingRequests: [] });
  });

  it('lists only the pending invitations addressed to me, with game and inviter', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db, { firstName: 'Hosting', email: 'host@example.com' });
    const someoneElse = await createUser(t.db);
    const startTime = new Date(Date.now() + 86_400_000);
    const endTime = new Date(Date.now() + 10 * 86_400_000);
    const game = await createGame(t.db, host.id, { name: 'Cold showers', description: 'Brr', startTime, endTime, isPublic: false });
    const other = await createGame(t.db, host.id);
    const [mine] = await t.db
      .insert(invitations)
      .values({ gameId: game.id, invitedById: host.id, invitedUserId: me.user.id })
      .returning();
    await t.db.insert(invitations).values([
      { gameId: other.id, invitedById: host.id, invitedUserId: me.user.id, status: 'declined' },
      { gameId: other.id, invitedById: host.id, invitedUserId: someoneElse.id },
      { gameId: other.id, invitedById: host.id, invitedEmail: 'stranger@example.com' },
    ]);

    const res = await expectAnswer(list(me.headers), 200, {
      invitations: [
        {
          id: mine!.id,
          game: {
            id: game.id,
            name: 'Cold showers',
            description: 'Brr',
            isPublic: false,
            status: 'upcoming',
            startTime: startTime.toISOString(),
            endTime: endTime.toISOString(),
          },
          invitedBy: host,
          createdAt: mine!.createdAt.toISOString(),
        },
      ],
      pendingRequests: [],
    });
    // The inviter appears through the public user shape only.
    expect(res.body).not.toContain('password');
  });

  it('derives the game status from the clock', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const ended = await createGame(t.db, host.id, { startTime: new Date(Date.now() - 2 * 86_400_000), endTime: new Date(Date.now() - 86_400_000) });
    const running = await createGame(t.db, host.id);
    await t.db.insert(invitations).values([
      { gameId: ended.id, invitedById: host.id, invitedUserId: me.user.id },
      { gameId: running.id, invitedById: host.id, invitedUserId: me.user.id },
    ]);
    const { invitations: list_ } = (await list(me.headers)).json();
    const statuses = Object.fromEntries(list_.map((i: { game: { id: string; status: string } }) => [i.game.id, i.game.status]));
    expect(statuses).toEqual({ [ended.id]: 'completed', [running.id]: 'active' });
  });

  it('lists pending join requests for games I created or administer, and no others', async () => {
    const me = await signInAs(t.db);
    const owner = await createUser(t.db);
    const asker = await createUser(t.db, { firstName: 'Asking' });
    const created = await createGame(t.db, me.user.id, { name: 'Mine' });
    const administered = await createGame(t.db, owner.id, { name: 'Administered' });
    const joinedOnly = await createGame(t.db, owner.id, { name: 'Joined only' });
    const foreign = await createGame(t.db, owner.id, { name: 'Foreign' });
    await t.db.insert(gameParticipants).values([
      { gameId: administered.id, userId: me.user.id, isAdmin: true },
      { gameId: joinedOnly.id, userId: me.user.id, isAdmin: false },
    ]);
    const [r1] = await t.db.insert(joinRequests).values({ gameId: created.id, userId: asker.id }).returning();
    const [r2] = await t.db.insert(joinRequests).values({ gameId: administered.id, userId: asker.id }).returning();
    await t.db.insert(joinRequests).values([
      { gameId: joinedOnly.id, userId: asker.id },
      { gameId: foreign.id, userId: asker.id },
      { gameId: created.id, userId: owner.id, status: 'declined' },
    ]);

    const res = await list(me.headers);
    expect(res.statusCode).toBe(200);
    const { pendingRequests } = res.json();
    expect(pendingRequests).toHaveLength(2);
    expect(pendingRequests).toEqual(
      expect.arrayContaining([
        { id: r1!.id, user: asker, game: { id: created.id, name: 'Mine' }, createdAt: r1!.createdAt.toISOString() },
        { id: r2!.id, user: asker, game: { id: administered.id, name: 'Administered' }, createdAt: r2!.createdAt.toISOString() },
      ]),
    );

    // The asker sees none of them: they are not an admin anywhere.
    const askerSession = await signInAs(t.db);
    expect((await list(askerSession.headers)).json().pendingRequests).toEqual([]);
  });
});
