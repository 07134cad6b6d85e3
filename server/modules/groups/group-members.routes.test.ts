import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createGameCast, type GameCast, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { gameParticipants } from '../../db/schema/games';
import { groupMembers } from '../../db/schema/groups';
import { ALREADY_IN_A_GROUP, GROUP_NOT_FOUND, NOT_A_PARTICIPANT, NOT_IN_THIS_GROUP } from './group-rules';

/** Adding and removing members: one group per person, participants only (docs/architecture.md §6). */
describe('group member routes', () => {
  const t = useTestApp();

  async function createGroup(cast: GameCast, name: string): Promise<string> {
    const res = await t.request({ method: 'POST', url: `/api/games/${cast.game.id}/groups`, headers: cast.creator.headers, payload: { name, color: 'blue' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const add = (cast: GameCast, groupId: string, memberId: unknown, by: SignedInUser = cast.admin) =>
    t.request({ method: 'POST', url: `/api/games/${cast.game.id}/groups/${groupId}/members`, headers: by.headers, payload: { memberId } });
  const remove = (cast: GameCast, groupId: string, memberId: string) =>
    t.request({ method: 'DELETE', url: `/api/games/${cast.game.id}/groups/${groupId}/members/${memberId}`, headers: cast.admin.headers });
  const membershipsOf = (gameId: string, userId: string) =>
    t.db.select().from(groupMembers).where(and(eq(groupMembers.gameId, gameId), eq(groupMembers.userId, userId)));

  it('adds a participant and answers the membership with the public user', async () => {
    const cast = await createGameCast(t.db);
    const groupId = await createGroup(cast, 'Otters');
    const res = await add(cast, groupId, cast.participant.user.id);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await membershipsOf(cast.game.id, cast.participant.user.id);
    expect(res.json()).toEqual({ id: row!.id, userId: cast.participant.user.id, user: cast.participant.user });
    expect(row).toMatchObject({ groupId, gameId: cast.game.id });
    // The creator and admins may be members too.
    expect((await add(cast, groupId, cast.creator.user.id)).statusCode).toBe(201);
    expect((await add(cast, groupId, cast.admin.user.id, cast.creator)).statusCode).toBe(201);
  });

  it('refuses someone outside the game, an unknown user and a malformed id with 400', async () => {
    const cast = await createGameCast(t.db);
    const groupId = await createGroup(cast, 'Otters');
    for (const memberId of [cast.stranger.user.id, randomUUID()]) {
      const res = await add(cast, groupId, memberId);
      expect([res.statusCode, res.json()]).toEqual([400, { message: NOT_A_PARTICIPANT }]);
    }
    for (const [memberId, message] of [['nope', 'memberId: memberId must be a user id'], [undefined, 'memberId: memberId must be a user id']] as const) {
      const res = await add(cast, groupId, memberId);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.gameId, cast.game.id))).toEqual([]);
  });

  it('refuses a person already in a group of the game with 409, in the same group or another', async () => {
    const cast = await createGameCast(t.db);
    const [otters, herons] = [await createGroup(cast, 'Otters'), await createGroup(cast, 'Herons')];
    expect((await add(cast, otters, cast.author.user.id)).statusCode).toBe(201);
    for (const groupId of [otters, herons]) {
      const res = await add(cast, groupId, cast.author.user.id);
      expect([res.statusCode, res.json()]).toEqual([409, { message: ALREADY_IN_A_GROUP }]);
    }
    // In another game the same person may be in a group of that game.
    const other = await createGameCast(t.db);
    await addParticipant(t.db, other.game.id, cast.author.user.id);
    expect((await add(other, await createGroup(other, 'Otters'), cast.author.user.id)).statusCode).toBe(201);
  });

  it('leaves one membership after ten concurrent adds of one person to ten groups; the other nine get 409', async () => {
    const cast = await createGameCast(t.db);
    const groupIds: string[] = [];
    for (let i = 0; i < 10; i++) groupIds.push(await createGroup(cast, `Group ${i}`));
    const answers = await Promise.all(groupIds.map((groupId, i) => add(cast, groupId, cast.author.user.id, i % 2 ? cast.admin : cast.creator)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers) if (r.statusCode === 409) expect(r.json()).toEqual({ message: ALREADY_IN_A_GROUP });
    const rows = await membershipsOf(cast.game.id, cast.author.user.id);
    expect(rows.map((m) => m.id)).toEqual([answers.find((r) => r.statusCode === 201)!.json().id]);
  });

  it("answers 404 for a missing group or another game's group, and writes nothing", async () => {
    const cast = await createGameCast(t.db);
    const other = await createGameCast(t.db);
    const theirs = await createGroup(other, 'Otters');
    for (const groupId of [theirs, randomUUID()]) {
      const res = await add(cast, groupId, cast.participant.user.id);
      expect([res.statusCode, res.json()]).toEqual([404, { message: GROUP_NOT_FOUND }]);
    }
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, theirs))).toEqual([]);
  });

  it('removes a member (200); then 404 for someone not in that group, a missing group or a group of another game', async () => {
    const cast = await createGameCast(t.db);
    const [otters, herons] = [await createGroup(cast, 'Otters'), await createGroup(cast, 'Herons')];
    await add(cast, otters, cast.author.user.id);
    await add(cast, herons, cast.participant.user.id);
    const notHere = await remove(cast, otters, cast.participant.user.id);
    expect([notHere.statusCode, notHere.json()]).toEqual([404, { message: NOT_IN_THIS_GROUP }]);
    expect(await membershipsOf(cast.game.id, cast.participant.user.id)).toHaveLength(1);

    const res = await remove(cast, otters, cast.author.user.id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Member removed from group' }]);
    expect(await membershipsOf(cast.game.id, cast.author.user.id)).toEqual([]);
    const again = await remove(cast, otters, cast.author.user.id);
    expect([again.statusCode, again.json()]).toEqual([404, { message: NOT_IN_THIS_GROUP }]);

    const other = await createGameCast(t.db);
    const theirs = await createGroup(other, 'Otters');
    await add(other, theirs, other.author.user.id);
    for (const [groupId, memberId] of [[randomUUID(), cast.participant.user.id], [theirs, other.author.user.id]] as const) {
      const missing = await remove(cast, groupId, memberId);
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: GROUP_NOT_FOUND }]);
    }
    expect(await membershipsOf(other.game.id, other.author.user.id)).toHaveLength(1);
  });

  describe('cascades', () => {
    it('a participant who leaves the game leaves their group; coming back, they are in none', async () => {
      const cast = await createGameCast(t.db);
      await add(cast, await createGroup(cast, 'Otters'), cast.participant.user.id);
      const left = await t.request({ method: 'POST', url: `/api/games/${cast.game.id}/leave`, headers: cast.participant.headers });
      expect(left.statusCode, left.body).toBe(200);
      expect(await membershipsOf(cast.game.id, cast.participant.user.id)).toEqual([]);
      const back = await t.request({ method: 'POST', url: `/api/games/${cast.game.id}/join`, headers: cast.participant.headers });
      expect(back.statusCode, back.body).toBe(200);
      const list = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/groups`, headers: cast.participant.headers });
      expect(list.json()[0].members).toEqual([]);
    });

    it('a participant removed from the game leaves their group', async () => {
      const cast = await createGameCast(t.db);
      await add(cast, await createGroup(cast, 'Otters'), cast.author.user.id);
      const removed = await t.request({ method: 'DELETE', url: `/api/games/${cast.game.id}/participants/${cast.author.user.id}`, headers: cast.admin.headers });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await membershipsOf(cast.game.id, cast.author.user.id)).toEqual([]);
      const later = await add(cast, (await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/groups`, headers: cast.admin.headers })).json()[0].id, cast.author.user.id);
      expect([later.statusCode, later.json()]).toEqual([400, { message: NOT_A_PARTICIPANT }]);
    });

    it("deleting the game deletes its groups and their memberships", async () => {
      const cast = await createGameCast(t.db);
      const groupId = await createGroup(cast, 'Otters');
      await add(cast, groupId, cast.author.user.id);
      const deleted = await t.request({ method: 'DELETE', url: `/api/games/${cast.game.id}`, headers: cast.creator.headers });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      expect(await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId))).toEqual([]);
      const list = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/groups`, headers: cast.creator.headers });
      expect(list.statusCode).toBe(404);
    });

    it('an add racing a leave never leaves a membership behind for someone outside the game', async () => {
      const cast = await createGameCast(t.db);
      const groupId = await createGroup(cast, 'Otters');
      for (let round = 0; round < 8; round++) {
        const [added, left] = await Promise.all([
          add(cast, groupId, cast.author.user.id),
          t.request({ method: 'POST', url: `/api/games/${cast.game.id}/leave`, headers: cast.author.headers }),
        ]);
        expect(left.statusCode, left.body).toBe(200);
        expect([201, 400], added.body).toContain(added.statusCode);
        const participant = await t.db
          .select()
          .from(gameParticipants)
          .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, cast.author.user.id)));
        expect(participant).toEqual([]);
        expect(await membershipsOf(cast.game.id, cast.author.user.id)).toEqual([]);
        await addParticipant(t.db, cast.game.id, cast.author.user.id);
      }
    });
  });
});
