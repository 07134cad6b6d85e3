import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameParticipants, invitations } from '../../db/schema/games';
import { createGameCast, createUser, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

describe('inviting into a game and answering invitations', () => {
  const t = useTestApp();
  const invite = (gameId: string, body: unknown, who: SignedInUser) =>
    t.request({ method: 'POST', url: `/api/games/${gameId}/invite`, payload: body as object, headers: who.headers });
  const answer = (id: string, action: 'accept' | 'decline', who: SignedInUser) =>
    t.request({ method: 'POST', url: `/api/invitations/${id}/${action}`, headers: who.headers });

  it('any participant invites by username (any case); the invitee sees it in GET /api/invitations', async () => {
    const cast = await createGameCast(t.db);
    const friend = await signInAs(t.db, { username: 'grace_h' });
    const res = await invite(cast.game.id, { username: '  Grace_H ' }, cast.participant);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invitedUser: friend.user, invitedEmail: null, invitedBy: cast.participant.user });
    const mine = (await t.request({ method: 'GET', url: '/api/invitations', headers: friend.headers })).json();
    expect(mine.invitations).toHaveLength(1);
    expect(mine.invitations[0]).toMatchObject({ id: res.json().id, game: { id: cast.game.id }, invitedBy: cast.participant.user });
  });

  it('invites by email someone who has no username', async () => {
    const cast = await createGameCast(t.db);
    const oidcUser = await createUser(t.db, { username: null, email: 'Someone@Example.com' });
    const res = await invite(cast.game.id, { email: 'someone@example.com' }, cast.admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().invitedUser.id).toBe(oidcUser.id);
  });

  it.each([
    ['nobody by that name', { username: 'no_such_person' }, 404, 'User not found'],
    ['no username nor email', {}, 400, 'Enter a username or email to invite'],
    ['a malformed email', { email: 'not-an-email' }, 400, 'Enter a valid email address'],
  ])('refuses %s', async (_label, body, status, message) => {
    const cast = await createGameCast(t.db);
    const res = await invite(cast.game.id, body, cast.participant);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('refuses inviting yourself (400), a participant (409) and someone already invited (409)', async () => {
    const cast = await createGameCast(t.db);
    await expectAnswer(invite(cast.game.id, { username: cast.participant.user.username }, cast.participant), 400, { message: 'You cannot invite yourself' });
    await expectAnswer(invite(cast.game.id, { username: cast.admin.user.username }, cast.participant), 409, { message: 'This user is already a participant' });
    await invite(cast.game.id, { username: cast.stranger.user.username }, cast.participant);
    await expectAnswer(invite(cast.game.id, { username: cast.stranger.user.username }, cast.admin), 409, { message: 'This user has already been invited' });
  });

  it('two invitations of one person at once make one row', async () => {
    const cast = await createGameCast(t.db);
    const answers = await Promise.all([
      invite(cast.game.id, { username: cast.stranger.user.username }, cast.participant),
      invite(cast.game.id, { username: cast.stranger.user.username }, cast.admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(invitations).where(eq(invitations.gameId, cast.game.id))).toHaveLength(1);
  });

  it('accepting joins directly even when the game requires approval, and again is a no-op', async () => {
    const cast = await createGameCast(t.db, { requiresApproval: true, isPublic: false });
    const { id } = (await invite(cast.game.id, { username: cast.stranger.user.username }, cast.participant)).json();
    const res = await answer(id, 'accept', cast.stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requiresApproval: false, game: { id: cast.game.id, _count: { participants: 5 } } });
    const again = await answer(id, 'accept', cast.stranger);
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(gameParticipants).where(eq(gameParticipants.gameId, cast.game.id))).toHaveLength(5);
    expect((await t.request({ method: 'GET', url: '/api/invitations', headers: cast.stranger.headers })).json().invitations).toEqual([]);
    // Declining after accepting is refused.
    expect((await answer(id, 'decline', cast.stranger)).statusCode).toBe(409);
  });

  it('declining leaves me out; accepting afterwards is refused', async () => {
    const cast = await createGameCast(t.db);
    const { id } = (await invite(cast.game.id, { username: cast.stranger.user.username }, cast.participant)).json();
    await expectAnswer(answer(id, 'decline', cast.stranger), 200, { message: 'Invitation declined' });
    expect((await answer(id, 'decline', cast.stranger)).statusCode).toBe(200);
    await expectAnswer(answer(id, 'accept', cast.stranger), 409, { message: 'This invitation has already been declined' });
  });

  it("someone else's invitation: 404 for outsiders, 403 for the inviter and managers", async () => {
    const cast = await createGameCast(t.db);
    const { id } = (await invite(cast.game.id, { username: cast.stranger.user.username }, cast.participant)).json();
    const outsider = await signInAs(t.db);
    for (const action of ['accept', 'decline'] as const) {
      await expectAnswer(answer(id, action, outsider), 404, { message: 'Invitation not found' });
      await expectAnswer(answer(id, action, cast.participant), 403, { message: 'Only the invited user can answer this invitation' });
    }
    expect((await answer(crypto.randomUUID(), 'accept', outsider)).statusCode).toBe(404);
  });

  it('managers list pending invitations; the inviter or a manager removes one', async () => {
    const cast = await createGameCast(t.db);
    const first = (await invite(cast.game.id, { username: cast.stranger.user.username }, cast.participant)).json();
    const other = await createUser(t.db);
    const second = (await invite(cast.game.id, { username: other.username }, cast.author)).json();

    const listed = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/invitations`, headers: cast.admin.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((i: { id: string }) => i.id)).toEqual([first.id, second.id]);

    const remove = (id: string, who: SignedInUser) => t.request({ method: 'DELETE', url: `/api/invitations/${id}`, headers: who.headers });
    expect((await remove(first.id, cast.author)).statusCode).toBe(404);
    expect((await remove(first.id, cast.stranger)).statusCode).toBe(403);
    expect((await remove(first.id, cast.participant)).json()).toEqual({ message: 'Invitation removed' });
    expect((await remove(second.id, cast.creator)).statusCode).toBe(200);
    expect((await remove(second.id, cast.creator)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/invitations`, headers: cast.creator.headers })).json()).toEqual([]);
  });
});
