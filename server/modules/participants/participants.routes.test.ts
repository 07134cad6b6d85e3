import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameParticipants, games } from '../../db/schema/games';
import { groupMembers, groups } from '../../db/schema/groups';
import { createGameCast, type SignedInUser } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

describe('managing participants', () => {
  const t = useTestApp();
  const remove = (gameId: string, userId: string, who: SignedInUser) =>
    t.request({ method: 'DELETE', url: `/api/games/${gameId}/participants/${userId}`, headers: who.headers });
  const setAdmin = (gameId: string, userId: string, body: unknown, who: SignedInUser) =>
    t.request({ method: 'PUT', url: `/api/games/${gameId}/participants/${userId}/admin`, payload: body as object, headers: who.headers });
  const isMember = async (gameId: string, userId: string) =>
    (await t.db.select().from(gameParticipants).where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)))).length === 1;

  it('lists participants to participants: owner, then admins, then by joining time', async () => {
    const cast = await createGameCast(t.db);
    const res = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/participants`, headers: cast.author.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { userId: string }) => p.userId)).toEqual([
      cast.creator.user.id,
      cast.admin.user.id,
      cast.participant.user.id,
      cast.author.user.id,
    ]);
    expect(res.json()[1]).toEqual({ userId: cast.admin.user.id, isAdmin: true, user: cast.admin.user });
  });

  it('an admin removes a participant, with their group membership and the count', async () => {
    const cast = await createGameCast(t.db);
    const [group] = await t.db.insert(groups).values({ gameId: cast.game.id, name: 'Blue', color: 'blue' }).returning();
    await t.db.insert(groupMembers).values({ groupId: group!.id, gameId: cast.game.id, userId: cast.participant.user.id });
    await expectAnswer(remove(cast.game.id, cast.participant.user.id, cast.admin), 200, { message: 'Participant removed' });
    expect(await isMember(cast.game.id, cast.participant.user.id)).toBe(false);
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, group!.id))).toEqual([]);
    const [game] = await t.db.select().from(games).where(eq(games.id, cast.game.id));
    expect(game!.participantCount).toBe(3);
  });

  it.each([
    ['the creator, by an admin', 'creator', 'admin', 'The creator cannot be removed from the game'],
    ['the creator, by themself', 'creator', 'creator', 'The creator cannot be removed from the game'],
    ['an admin, by themself', 'admin', 'admin', 'You cannot remove yourself; leave the game instead'],
  ] as const)('refuses removing %s with 400', async (_label, target, actor, message) => {
    const cast = await createGameCast(t.db);
    await expectAnswer(remove(cast.game.id, cast[target].user.id, cast[actor]), 400, { message });
    expect(await isMember(cast.game.id, cast[target].user.id)).toBe(true);
  });

  it('is 404 for someone who is not in the game, 403 for a plain participant', async () => {
    const cast = await createGameCast(t.db);
    await expectAnswer(remove(cast.game.id, cast.stranger.user.id, cast.creator), 404, { message: 'Participant not found' });
    await expectAnswer(remove(cast.game.id, cast.author.user.id, cast.participant), 403, { message: 'Only the game creator or an admin can do this' });
  });

  it('the creator promotes and demotes; an admin promotes another', async () => {
    const cast = await createGameCast(t.db);
    await expectAnswer(
      setAdmin(cast.game.id, cast.participant.user.id, { isAdmin: true }, cast.admin),
      200,
      { userId: cast.participant.user.id, isAdmin: true, user: cast.participant.user },
    );
    const demoted = await setAdmin(cast.game.id, cast.admin.user.id, { isAdmin: false }, cast.creator);
    expect(demoted.json().isAdmin).toBe(false);
    // The former admin now manages nothing.
    expect((await setAdmin(cast.game.id, cast.author.user.id, { isAdmin: true }, cast.admin)).statusCode).toBe(403);
  });

  it('the owner has no admin toggle, and an admin cannot demote themself', async () => {
    const cast = await createGameCast(t.db);
    for (const isAdmin of [true, false]) {
      await expectAnswer(setAdmin(cast.game.id, cast.creator.user.id, { isAdmin }, cast.admin), 400, { message: "The owner's admin status cannot be changed" });
    }
    await expectAnswer(setAdmin(cast.game.id, cast.admin.user.id, { isAdmin: false }, cast.admin), 400, { message: 'You cannot remove your own admin status' });
  });

  it('validates the admin body', async () => {
    const cast = await createGameCast(t.db);
    for (const body of [{}, { isAdmin: 'true' }]) {
      const res = await setAdmin(cast.game.id, cast.participant.user.id, body, cast.creator);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('isAdmin must be true or false');
    }
    const badId = await setAdmin(cast.game.id, 'nope', { isAdmin: true }, cast.creator);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('User id must be a UUID');
  });
});
