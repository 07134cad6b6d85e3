import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, createGameCast, createUser, setScore, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describe('GET /api/games/public', () => {
  const t = useTestApp();
  const get = (url: string, headers?: { cookie: string }) => t.request({ method: 'GET', url, headers });

  it('lists active public games biggest first, then upcoming ones soonest first; never private or completed ones', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const small = await createGame(t.db, host.id, { name: 'small', participantCount: 2 });
    const big = await createGame(t.db, host.id, { name: 'big', participantCount: 9 });
    const later = await createGame(t.db, host.id, { name: 'later', startTime: at(5 * DAY), endTime: at(9 * DAY) });
    const sooner = await createGame(t.db, host.id, { name: 'sooner', startTime: at(DAY), endTime: at(9 * DAY) });
    await createGame(t.db, host.id, { name: 'private', isPublic: false, participantCount: 50 });
    await createGame(t.db, host.id, { name: 'private soon', isPublic: false, startTime: at(DAY), endTime: at(2 * DAY) });
    await createGame(t.db, host.id, { name: 'over', startTime: at(-9 * DAY), endTime: at(-DAY), participantCount: 70 });
    await addParticipant(t.db, small.id, me.user.id);

    const res = await get('/api/games/public', me.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((g: { id: string }) => g.id)).toEqual([big.id, small.id, sooner.id, later.id]);
    expect(list[1]).toMatchObject({ isMember: true, status: 'active', creator: host, _count: { participants: 3 } });
    expect(list[0]).not.toHaveProperty('inviteCode');
    expect(list[0]).not.toHaveProperty('participants');

    const active = (await get('/api/games/public?status=active&limit=1', me.headers)).json();
    expect(active.map((g: { id: string }) => g.id)).toEqual([big.id]);
    const upcoming = (await get('/api/games/public?status=upcoming', me.headers)).json();
    expect(upcoming.map((g: { id: string }) => g.id)).toEqual([sooner.id, later.id]);
  });

  it.each([
    ['status=completed', 'status must be active or upcoming'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a number'],
  ])('refuses ?%s with 400', async (query, message) => {
    const me = await signInAs(t.db);
    const res = await get(`/api/games/public?${query}`, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/games/search', () => {
  const t = useTestApp();
  const search = (q: string, headers: { cookie: string }) =>
    t.request({ method: 'GET', url: `/api/games/search?q=${encodeURIComponent(q)}`, headers });

  it('finds public games by name or description ignoring case, never private ones', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const byName = await createGame(t.db, host.id, { name: 'Winter SWIM club' });
    const byDescription = await createGame(t.db, host.id, { name: 'Mornings', description: 'a cold swim at dawn' });
    const hidden = await createGame(t.db, host.id, { name: 'Secret swim', isPublic: false });
    await addParticipant(t.db, hidden.id, me.user.id);
    await createGame(t.db, host.id, { name: 'Running' });

    const res = await search('Swim', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { id: string }) => g.id).sort()).toEqual([byName.id, byDescription.id].sort());
    expect(res.body).not.toContain(hidden.id);
  });

  it('treats % and _ as characters, not wildcards', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const percent = await createGame(t.db, host.id, { name: '100% effort' });
    await createGame(t.db, host.id, { name: '1000 effort' });
    const underscore = await createGame(t.db, host.id, { name: 'snake_case walk' });
    await createGame(t.db, host.id, { name: 'snakeXcase walk' });
    expect((await search('0%', me.headers)).json().map((g: { id: string }) => g.id)).toEqual([percent.id]);
    expect((await search('e_c', me.headers)).json().map((g: { id: string }) => g.id)).toEqual([underscore.id]);
  });

  it('lists games still to play before finished ones, and at most 20', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const over = await createGame(t.db, host.id, { name: 'Hike over', startTime: at(-9 * DAY), endTime: at(-DAY), participantCount: 99 });
    for (let i = 0; i < 21; i += 1) await createGame(t.db, host.id, { name: `Hike ${i}` });
    const list = (await search('hike', me.headers)).json();
    expect(list).toHaveLength(20);
    expect(list.map((g: { id: string }) => g.id)).not.toContain(over.id);
  });

  it('refuses an empty or overlong text with 400', async () => {
    const me = await signInAs(t.db);
    expect((await t.request({ method: 'GET', url: '/api/games/search', headers: me.headers })).statusCode).toBe(400);
    const blank = await search('   ', me.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Enter a search text');
    expect((await search('x'.repeat(101), me.headers)).json().message).toContain('Search text is too long');
  });
});

describe('GET /api/games/{id}/scores', () => {
  const t = useTestApp();

  it('answers every participant best first from the score counters', async () => {
    const cast = await createGameCast(t.db);
    await setScore(t.db, cast.game.id, cast.author.user.id, 4);
    await setScore(t.db, cast.game.id, cast.admin.user.id, 2);
    const res = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/scores`, headers: cast.participant.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().slice(0, 2)).toEqual([
      { user: cast.author.user, score: 4, rank: 1, medalType: null, popularVote: false },
      { user: cast.admin.user, score: 2, rank: 2, medalType: null, popularVote: false },
    ]);
    expect(res.json()).toHaveLength(4);
  });

  it('is an empty list while the game is upcoming', async () => {
    const cast = await createGameCast(t.db, { startTime: at(DAY), endTime: at(2 * DAY) });
    await expectAnswer(t.request({ method: 'GET', url: `/api/games/${cast.game.id}/scores`, headers: cast.creator.headers }), 200, []);
  });
});
