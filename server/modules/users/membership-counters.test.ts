import { describe, expect, it } from 'vitest';
import { recountMembershipCounters } from '../../../tests/support/counter-recount';
import { gameBody, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

/**
 * docs/architecture.md §6: counters move with the write and never need a recount. After a run of every
 * membership change through the API, each counter equals what counting the rows gives.
 */
describe('membership counters match a recount', () => {
  const t = useTestApp();
  const call = (method: 'POST' | 'DELETE' | 'PUT', url: string, who: SignedInUser, payload?: object) =>
    t.request({ method, url, headers: who.headers, payload });

  it('after creating, joining (code, listing, approval, invitation), leaving, removing and deleting', async () => {
    const [owner, a, b, c, d] = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];
    const open = (await call('POST', '/api/games', owner, gameBody())).json();
    const strict = (await call('POST', '/api/games', owner, gameBody({ requiresApproval: true }))).json();
    const doomed = (await call('POST', '/api/games', a, gameBody())).json();

    await call('POST', `/api/games/join/${open.inviteCode.toLowerCase()}`, a);
    await Promise.all([call('POST', `/api/games/${open.id}/join`, b), call('POST', `/api/games/${open.id}/join`, b)]);
    await call('POST', `/api/games/join/${open.inviteCode}`, c);
    await call('POST', `/api/games/join/${doomed.inviteCode}`, owner);
    await call('POST', `/api/games/join/${doomed.inviteCode}`, d);

    await call('POST', `/api/games/join/${strict.inviteCode}`, a);
    const requests = (await t.request({ method: 'GET', url: `/api/games/${strict.id}/join-requests`, headers: owner.headers })).json();
    await call('POST', `/api/games/${strict.id}/join-requests/${requests[0].id}/approve`, owner);
    const invitation = (await call('POST', `/api/games/${strict.id}/invite`, a, { username: d.user.username })).json();
    await call('POST', `/api/invitations/${invitation.id}/accept`, d);

    await call('POST', `/api/games/${open.id}/leave`, c);
    await call('DELETE', `/api/games/${open.id}/participants/${b.user.id}`, owner);
    await call('DELETE', `/api/games/${doomed.id}`, a);

    const { gameRows, statRows } = await recountMembershipCounters(t.db);
    expect(gameRows.length).toBe(2);
    for (const row of gameRows) expect(row.stored).toBe(row.counted);
    expect(statRows.length).toBe(5);
    for (const row of statRows) {
      expect(row.games_joined).toBe(row.joined);
      expect(row.games_created).toBe(row.created);
      expect(row.creator_participants).toBe(row.participants);
      expect(row.creator_largest_game).toBe(row.largest);
    }
    const ownerStats = statRows.find((r) => r.user_id === owner.user.id)!;
    expect(ownerStats).toMatchObject({ games_joined: 2, games_created: 2, creator_participants: 5, creator_largest_game: 3 });
  });
});
