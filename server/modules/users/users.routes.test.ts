import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZERO_STATS } from '@contract/user';
import { gameResults } from '../../db/schema/results';
import { upvotes } from '../../db/schema/posts';
import { users, userStats } from '../../db/schema/users';
import { addParticipant, createGame, sharePost, signInAs } from '../../../tests/support/factories';
import { expectMalformedJsonRefused } from '../../../tests/support/malformed-json';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

describe('PATCH /api/user/profile', () => {
  const t = useTestApp();
  const patch = (payload: unknown, cookie?: { cookie: string }) =>
    t.request({ method: 'PATCH', url: '/api/user/profile', payload: payload as object, headers: cookie });

  it('is 401 for a visitor', async () => {
    await expectAnswer(patch({ firstName: 'Ada' }), 401, { message: 'Unauthorized' });
  });

  it('updates my names and bio, trimmed, and answers the public user', async () => {
    const me = await signInAs(t.db, { email: 'ada@example.com' });
    await expectAnswer(
      patch({ firstName: '  Ada ', lastName: 'Lovelace', bio: 'Analyst' }, me.headers),
      200,
      { ...me.user, firstName: 'Ada', lastName: 'Lovelace', bio: 'Analyst' },
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', bio: 'Analyst' });
  });

  it('clears the optional fields when they are left out', async () => {
    const me = await signInAs(t.db, { lastName: 'Old', bio: 'Old bio' });
    const res = await patch({ firstName: 'Grace' }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: null, bio: null });
  });

  it.each([
    [{}, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: 'x'.repeat(51) }, 'First name must be at most 50 characters'],
    [{ firstName: 'Ada', lastName: 'x'.repeat(51) }, 'Last name must be at most 50 characters'],
    [{ firstName: 'Ada', bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ firstName: 42 }, 'firstName:'],
    [{ firstName: 'Ada', bio: ['list'] }, 'bio:'],
    [['firstName'], 'Request body must be a JSON object'],
    [{ firstName: 'Ada\u0000' }, 'NUL'],
  ])('refuses %j with 400 and a human message', async (body, message) => {
    const me = await signInAs(t.db);
    const res = await patch(body, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a missing body and malformed JSON with 400', async () => {
    const me = await signInAs(t.db);
    const empty = await t.request({ method: 'PATCH', url: '/api/user/profile', headers: me.headers });
    expect(empty.statusCode).toBe(400);
    await expectMalformedJsonRefused(t, { method: 'PATCH', url: '/api/user/profile', headers: me.headers });
  });

  it('drops unknown fields instead of storing them', async () => {
    const me = await signInAs(t.db, { username: 'plain_user' });
    const res = await patch(
      { firstName: 'Eve', username: 'admin', id: crypto.randomUUID(), passwordHash: 'x', email: 'x@y.z', isAdmin: true },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.user.id, username: 'plain_user', firstName: 'Eve', email: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ username: 'plain_user', passwordHash: null, email: null });
  });
});

describe('GET /api/user/stats and POST /api/user/stats/refresh', () => {
  const t = useTestApp();

  it('are 401 for a visitor', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/user/stats/refresh' })).statusCode).toBe(401);
  });

  it('answers zeros before any counter exists', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(t.request({ method: 'GET', url: '/api/user/stats', headers: me.headers }), 200, ZERO_STATS);
  });

  it('reads my counter row, only the public counters (eight, the streak and its time zone)', async () => {
    const me = await signInAs(t.db);
    await t.db.insert(userStats).values({ userId: me.user.id, gamesJoined: 3, totalUpvotes: 7, medalScore: 9 });
    const res = await t.request({ method: 'GET', url: '/api/user/stats', headers: me.headers });
    expect(res.json()).toMatchObject({ gamesJoined: 3, totalUpvotes: 7 });
    expect(Object.keys(res.json())).toEqual(Object.keys(ZERO_STATS));
  });

  it('refresh recounts my counters from my own rows: games, posts, likes received, medals', async () => {
    const me = await signInAs(t.db);
    const other = await signInAs(t.db);
    await t.db.insert(userStats).values({ userId: me.user.id, gamesJoined: 40, goldMedals: 99, totalUpvotes: 12 });
    const medals = [
      ['gold', true],
      ['gold', false],
      ['bronze', false],
      [null, true],
    ] as const;
    for (const [medalType, popularVote] of medals) {
      const game = await createGame(t.db, other.user.id);
      await t.db.insert(gameResults).values({ gameId: game.id, userId: me.user.id, position: 1, score: 3, medalType, popularVote });
      await t.db.insert(gameResults).values({ gameId: game.id, userId: other.user.id, position: 1, score: 3, medalType: 'silver' });
    }
    const mine = await createGame(t.db, me.user.id);
    await addParticipant(t.db, mine.id, other.user.id);
    const post = await sharePost(t.db, me.user.id, mine.id);
    await t.db.insert(upvotes).values({ postId: post.id, userId: other.user.id });

    await expectAnswer(t.request({ method: 'POST', url: '/api/user/stats/refresh', headers: me.headers }), 200, {
      gamesJoined: 1,
      totalAccomplishments: 1,
      totalUpvotes: 1,
      gamesCreated: 1,
      goldMedals: 2,
      silverMedals: 0,
      bronzeMedals: 1,
      popularVoteMedals: 2,
      // The post was shared now: a one-day streak, today's, in UTC (no zone sent yet).
      currentStreak: 1,
      longestStreak: 1,
      streakAtRisk: false,
      timeZone: 'UTC',
    });
    const [row] = await t.db.select().from(userStats).where(eq(userStats.userId, me.user.id));
    expect(row).toMatchObject({ medalScore: 2 * 3 + 1 + 2 * 2, gamesCompleted: 4, creatorParticipants: 2, creatorLargestGame: 2, creatorAccomplishments: 1 });

    const theirs = await t.request({ method: 'POST', url: '/api/user/stats/refresh', headers: other.headers });
    expect(theirs.json()).toMatchObject({ goldMedals: 0, silverMedals: 4, gamesJoined: 5, gamesCreated: 4 });
  });

  it('refresh refuses a malformed JSON body with 400', async () => {
    const me = await signInAs(t.db);
    await expectMalformedJsonRefused(t, { method: 'POST', url: '/api/user/stats/refresh', headers: me.headers });
  });

  it('refresh ignores a body it does not need', async () => {
    const me = await signInAs(t.db);
    const res = await t.request({ method: 'POST', url: '/api/user/stats/refresh', headers: me.headers, payload: { goldMedals: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().goldMedals).toBe(0);
  });
});
