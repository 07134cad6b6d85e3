import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupLeaderboardEntrySchema, groupSchema } from '@contract/groups';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { addParticipant, createGame, createGameCast, sharePost, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { ACCESS_DENIED, GAME_NOT_FOUND } from '../games/game-access';

/** The two group reads (decision 0016): one statement each, answers matching the contract exactly. */
describe('group documents', () => {
  const t = useTestApp();

  async function createGroup(gameId: string, manager: SignedInUser, name: string, color = 'blue'): Promise<string> {
    const res = await t.request({ method: 'POST', url: `/api/games/${gameId}/groups`, headers: manager.headers, payload: { name, color } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async function addMember(gameId: string, groupId: string, manager: SignedInUser, memberId: string) {
    const res = await t.request({ method: 'POST', url: `/api/games/${gameId}/groups/${groupId}/members`, headers: manager.headers, payload: { memberId } });
    expect(res.statusCode, res.body).toBe(201);
  }

  it('lists groups oldest first, members in the order they were added, each with the public user', async () => {
    const { game, creator, admin, participant, author } = await createGameCast(t.db);
    const url = `/api/games/${game.id}/groups`;
    expect(await readDocument(t, { url, headers: participant.headers }, z.array(groupSchema))).toEqual([]);

    const otters = await createGroup(game.id, creator, 'Otters', 'blue');
    const herons = await createGroup(game.id, admin, 'Herons', 'amber');
    await addMember(game.id, otters, admin, author.user.id);
    await addMember(game.id, otters, creator, creator.user.id);
    await addMember(game.id, herons, creator, participant.user.id);

    const body = await readDocument(t, { url, headers: participant.headers }, z.array(groupSchema));
    expect(body.map((g) => [g.name, g.color, g.members.map((m) => m.userId)])).toEqual([
      ['Otters', 'blue', [author.user.id, creator.user.id]],
      ['Herons', 'amber', [participant.user.id]],
    ]);
    expect(body[0]!.id).toBe(otters);
    expect(body[0]!.members[0]!.user).toEqual(author.user);
  });

  it('ranks groups by their members summed scores: ties share a rank and go by name, empty groups count 0', async () => {
    const creator = await signInAs(t.db);
    const game = await createGame(t.db, creator.user.id);
    const people: SignedInUser[] = [];
    for (let i = 0; i < 5; i++) {
      people.push(await signInAs(t.db));
      await addParticipant(t.db, game.id, people[i]!.user.id);
    }
    // Scores 5, 3, 1, 4, 0 through real posts (the kept counters move as in production).
    for (const [i, count] of [5, 3, 1, 4, 0].entries()) for (let n = 0; n < count; n++) await sharePost(t.db, people[i]!.user.id, game.id);

    const top = await createGroup(game.id, creator, 'Top', 'red');
    const beta = await createGroup(game.id, creator, 'Beta', 'green');
    const alpha = await createGroup(game.id, creator, 'alpha', 'violet');
    await createGroup(game.id, creator, 'Empty', 'pink');
    await addMember(game.id, top, creator, people[0]!.user.id);
    await addMember(game.id, alpha, creator, people[1]!.user.id);
    await addMember(game.id, alpha, creator, people[2]!.user.id);
    await addMember(game.id, beta, creator, people[3]!.user.id);
    await addMember(game.id, beta, creator, people[4]!.user.id);

    const url = `/api/games/${game.id}/groups/leaderboard`;
    const body = await readDocument(t, { url, headers: people[4]!.headers }, z.array(groupLeaderboardEntrySchema));
    // 'alpha' before 'Beta': ICU's root order (decision 0017), not the C collation's upper case first.
    expect(body.map((e) => [e.group.name, e.group.memberCount, e.totalScore, e.rank])).toEqual([
      ['Top', 1, 5, 1],
      ['alpha', 2, 4, 2],
      ['Beta', 2, 4, 2],
      ['Empty', 0, 0, 4],
    ]);
    expect(body[0]!.group).toEqual({ id: top, name: 'Top', color: 'red', memberCount: 1 });
  });

  it('lists the groups of an upcoming game with 0 points', async () => {
    const creator = await signInAs(t.db);
    const game = await createGame(t.db, creator.user.id, { startTime: new Date(Date.now() + 86_400_000), endTime: new Date(Date.now() + 10 * 86_400_000) });
    await createGroup(game.id, creator, 'Early birds', 'yellow');
    const body = await readDocument(t, { url: `/api/games/${game.id}/groups/leaderboard`, headers: creator.headers }, z.array(groupLeaderboardEntrySchema));
    expect(body.map((e) => [e.group.name, e.totalScore, e.rank])).toEqual([['Early birds', 0, 1]]);
  });

  it.each(['groups', 'groups/leaderboard'])('GET /api/games/{id}/%s: 403 for a stranger, 404 for no game, 401 for a visitor, each in one statement', async (path) => {
    const { game, stranger } = await createGameCast(t.db);
    const denied = await requestOnce(t, { method: 'GET', url: `/api/games/${game.id}/${path}`, headers: stranger.headers });
    expect([denied.statusCode, denied.json()]).toEqual([403, { message: ACCESS_DENIED }]);
    const missing = await requestOnce(t, { method: 'GET', url: `/api/games/${randomUUID()}/${path}`, headers: stranger.headers });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
    const visitor = await t.request({ method: 'GET', url: `/api/games/${game.id}/${path}` });
    expect(visitor.statusCode).toBe(401);
  });
});
