import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGameCast } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { groupMembers, groups } from '../../db/schema/groups';
import { GAME_NOT_FOUND } from '../games/game-access';
import { GROUP_NAME_TAKEN, GROUP_NOT_FOUND } from './group-rules';

/** Creating and deleting groups: every rule of docs/product.md §5 and docs/architecture.md §6, each answer with its message. */
describe('group routes', () => {
  const t = useTestApp();

  const create = (gameId: string, headers: Record<string, string>, payload: unknown) =>
    t.request({ method: 'POST', url: `/api/games/${gameId}/groups`, headers, payload: payload as object });

  it('creates a group with a trimmed name and no members', async () => {
    const { game, admin } = await createGameCast(t.db);
    const res = await expectAnswer(
      create(game.id, admin.headers, { name: '  Night Owls ', color: 'indigo' }),
      201,
      { id: expect.any(String), name: 'Night Owls', color: 'indigo', members: [] },
    );
    const [row] = await t.db.select().from(groups).where(eq(groups.id, res.json().id));
    expect(row).toMatchObject({ gameId: game.id, name: 'Night Owls', color: 'indigo' });
  });

  it.each([
    ['a blank name', { name: '   ', color: 'red' }, 'name: Group name is required'],
    ['an empty name', { name: '', color: 'red' }, 'name: Group name is required'],
    ['no name', { color: 'red' }, 'name: Group name is required'],
    ['a name over 40 characters', { name: 'x'.repeat(41), color: 'red' }, 'name: Group name must be at most 40 characters'],
    ['a colour outside the palette', { name: 'Otters', color: 'black' }, 'color: Colour must be one of: red, orange, yellow, green, cyan, blue, indigo, violet, pink, amber'],
    ['no colour', { name: 'Otters' }, 'color: Colour must be one of: red, orange, yellow, green, cyan, blue, indigo, violet, pink, amber'],
  ])('refuses %s with 400 and its message', async (_case, payload, message) => {
    const { game, creator } = await createGameCast(t.db);
    const res = await create(game.id, creator.headers, payload);
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    expect(await t.db.select().from(groups).where(eq(groups.gameId, game.id))).toEqual([]);
  });

  it('takes 40 characters and every palette colour', async () => {
    const { game, creator } = await createGameCast(t.db);
    const colors = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'indigo', 'violet', 'pink', 'amber'];
    for (const [i, color] of colors.entries()) {
      const res = await create(game.id, creator.headers, { name: `${i}`.padEnd(40, 'x'), color });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses a name already used in the game ignoring case (409), and allows it in another game', async () => {
    const { game, creator, admin } = await createGameCast(t.db);
    expect((await create(game.id, creator.headers, { name: 'Otters', color: 'blue' })).statusCode).toBe(201);
    for (const name of ['Otters', 'OTTERS', ' otters ']) {
      const res = await create(game.id, admin.headers, { name, color: 'red' });
      expect([res.statusCode, res.json()]).toEqual([409, { message: GROUP_NAME_TAKEN }]);
    }
    const other = await createGameCast(t.db);
    expect((await create(other.game.id, other.creator.headers, { name: 'otters', color: 'blue' })).statusCode).toBe(201);
  });

  it('makes one group of five concurrent creations of one name (the unique index decides), the others 409', async () => {
    const { game, creator, admin } = await createGameCast(t.db);
    const names = ['Otters', 'otters', 'OTTERS', 'Otters', 'oTTers'];
    const answers = await Promise.all(names.map((name, i) => create(game.id, (i % 2 ? admin : creator).headers, { name, color: 'blue' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db.select().from(groups).where(eq(groups.gameId, game.id))).toHaveLength(1);
  });

  it('answers 404 for a missing game and 400 for a malformed id', async () => {
    const { creator } = await createGameCast(t.db);
    const missing = await create(randomUUID(), creator.headers, { name: 'Otters', color: 'blue' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
    const malformed = await create('nope', creator.headers, { name: 'Otters', color: 'blue' });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { message: 'id: Game id must be a UUID' }]);
  });

  it('deletes a group with its memberships; the people can then join another group', async () => {
    const { game, creator, admin, participant } = await createGameCast(t.db);
    const groupId = (await create(game.id, creator.headers, { name: 'Otters', color: 'blue' })).json().id;
    const added = await t.request({ method: 'POST', url: `/api/games/${game.id}/groups/${groupId}/members`, headers: admin.headers, payload: { memberId: participant.user.id } });
    expect(added.statusCode, added.body).toBe(201);

    const res = await t.request({ method: 'DELETE', url: `/api/games/${game.id}/groups/${groupId}`, headers: admin.headers });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Group deleted' }]);
    expect(await t.db.select().from(groups).where(eq(groups.id, groupId))).toEqual([]);
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.gameId, game.id))).toEqual([]);

    const again = await t.request({ method: 'DELETE', url: `/api/games/${game.id}/groups/${groupId}`, headers: admin.headers });
    expect([again.statusCode, again.json()]).toEqual([404, { message: GROUP_NOT_FOUND }]);
    const next = (await create(game.id, creator.headers, { name: 'Otters', color: 'blue' })).json().id;
    const moved = await t.request({ method: 'POST', url: `/api/games/${game.id}/groups/${next}/members`, headers: admin.headers, payload: { memberId: participant.user.id } });
    expect(moved.statusCode, moved.body).toBe(201);
  });

  it("answers 404 for another game's group named under this game, and leaves that group alone", async () => {
    const mine = await createGameCast(t.db);
    const theirs = await createGameCast(t.db);
    const theirGroup = (await create(theirs.game.id, theirs.creator.headers, { name: 'Otters', color: 'blue' })).json().id;
    const res = await t.request({ method: 'DELETE', url: `/api/games/${mine.game.id}/groups/${theirGroup}`, headers: mine.creator.headers });
    expect([res.statusCode, res.json()]).toEqual([404, { message: GROUP_NOT_FOUND }]);
    expect(await t.db.select().from(groups).where(eq(groups.id, theirGroup))).toHaveLength(1);
    const malformed = await t.request({ method: 'DELETE', url: `/api/games/${mine.game.id}/groups/nope`, headers: mine.creator.headers });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { message: 'groupId: Group id must be a UUID' }]);
  });
});
