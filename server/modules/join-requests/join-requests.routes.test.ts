import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameParticipants, joinRequests } from '../../db/schema/games';
import { createGameCast, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

describe('join requests', () => {
  const t = useTestApp();
  const decide = (gameId: string, requestId: string, action: 'approve' | 'decline', who: SignedInUser) =>
    t.request({ method: 'POST', url: `/api/games/${gameId}/join-requests/${requestId}/${action}`, headers: who.headers });
  const requestToJoin = async (code: string) => {
    const asker = await signInAs(t.db);
    await t.request({ method: 'POST', url: `/api/games/join/${code}`, headers: asker.headers });
    const [row] = await t.db.select().from(joinRequests).where(eq(joinRequests.userId, asker.user.id));
    return { asker, requestId: row!.id };
  };
  const isMember = async (gameId: string, userId: string) =>
    (await t.db.select().from(gameParticipants).where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)))).length === 1;

  it('managers list pending requests, oldest first, and they feed the Invites badge', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    const first = await requestToJoin(cast.game.inviteCode);
    const second = await requestToJoin(cast.game.inviteCode);
    const res = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/join-requests`, headers: cast.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([first.requestId, second.requestId]);
    expect(res.json()[0]).toMatchObject({ user: first.asker.user, game: { id: cast.game.id, name: cast.game.name } });
    const badge = (await t.request({ method: 'GET', url: '/api/invitations', headers: cast.creator.headers })).json();
    expect(badge.invitations.length + badge.pendingRequests.length).toBe(2);
  });

  it('approving adds the participant; deciding again is 409', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    const { asker, requestId } = await requestToJoin(cast.game.inviteCode);
    await expectAnswer(decide(cast.game.id, requestId, 'approve', cast.creator), 200, { message: 'Join request approved' });
    expect(await isMember(cast.game.id, asker.user.id)).toBe(true);
    const [row] = await t.db.select().from(joinRequests).where(eq(joinRequests.id, requestId));
    expect(row).toMatchObject({ status: 'accepted', decidedById: cast.creator.user.id });
    for (const action of ['approve', 'decline'] as const) {
      await expectAnswer(decide(cast.game.id, requestId, action, cast.admin), 409, { message: 'This join request has already been handled' });
    }
  });

  it('declining leaves the person out; they may ask again later', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    const { asker, requestId } = await requestToJoin(cast.game.inviteCode);
    const res = await decide(cast.game.id, requestId, 'decline', cast.admin);
    expect(res.json()).toEqual({ message: 'Join request declined' });
    expect(await isMember(cast.game.id, asker.user.id)).toBe(false);
    const retry = await t.request({ method: 'POST', url: `/api/games/join/${cast.game.inviteCode}`, headers: asker.headers });
    expect(retry.json()).toEqual({ requiresApproval: true, game: null });
  });

  it('two managers approving at once add one participant; one of them gets 409', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    const { requestId } = await requestToJoin(cast.game.inviteCode);
    const answers = await Promise.all([
      decide(cast.game.id, requestId, 'approve', cast.creator),
      decide(cast.game.id, requestId, 'approve', cast.admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(gameParticipants).where(eq(gameParticipants.gameId, cast.game.id))).toHaveLength(5);
  });

  it("a request of another game is 404 here; a plain participant may not decide", async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true });
    const other = await createGameCast(t.db, { requiresApproval: true });
    const { requestId } = await requestToJoin(other.game.inviteCode);
    await expectAnswer(decide(cast.game.id, requestId, 'approve', cast.creator), 404, { message: 'Join request not found' });
    expect((await decide(other.game.id, requestId, 'approve', other.participant)).statusCode).toBe(403);
  });
});
