import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX } from '@contract/posts';
import { createGameCast, sharePost, signInAs, testImageBytes, toDataUrl } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { gameParticipants, games } from '../../db/schema/games';
import { userDailyStats, userStats } from '../../db/schema/users';

describe('POST /api/posts', () => {
  const t = useTestApp();
  const create = (headers: { cookie: string }, payload: object) =>
    t.request({ method: 'POST', url: '/api/posts', headers, payload });

  it('shares an accomplishment: 201 with the post as docs/product.md §3 names it', async () => {
    const cast = await createGameCast(t.db);
    const res = await create(cast.author.headers, { content: '  Spoke at a meetup  ', gameId: cast.game.id });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      content: 'Spoke at a meetup',
      image: null,
      gameId: cast.game.id,
      userId: cast.author.user.id,
      user: { id: cast.author.user.id, username: cast.author.user.username },
      game: { name: cast.game.name, status: 'active' },
      isUpvoted: false,
      isRedacted: false,
      _count: { upvotes: 0, comments: 0 },
      comments: [],
    });
    expect(Date.now() - Date.parse(post.createdAt)).toBeLessThan(60_000);
  });

  it('moves every counter in the same write: game posts, score, stats, daily stats, creator stats', async () => {
    const cast = await createGameCast(t.db);
    const createdAt = new Date(Date.now() - 30 * 60_000).toISOString();
    await create(cast.author.headers, { content: 'one', gameId: cast.game.id, createdAt });
    await create(cast.author.headers, { content: 'two', gameId: cast.game.id, createdAt });
    const [game] = await t.db.select().from(games).where(eq(games.id, cast.game.id));
    expect(game!.postCount).toBe(2);
    const [me] = await t.db
      .select()
      .from(gameParticipants)
      .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, cast.author.user.id)));
    expect(me!.score).toBe(2);
    const [stats] = await t.db.select().from(userStats).where(eq(userStats.userId, cast.author.user.id));
    expect(stats!.totalAccomplishments).toBe(2);
    const [daily] = await t.db.select().from(userDailyStats).where(eq(userDailyStats.userId, cast.author.user.id));
    expect(daily).toMatchObject({ day: createdAt.slice(0, 10), accomplishments: 2 });
    const [creatorStats] = await t.db.select().from(userStats).where(eq(userStats.userId, cast.creator.user.id));
    expect(creatorStats!.creatorAccomplishments).toBe(2);
    const [creatorDaily] = await t.db.select().from(userDailyStats).where(eq(userDailyStats.userId, cast.creator.user.id));
    expect(creatorDaily).toMatchObject({ creatorAccomplishments: 2, accomplishments: 0 });
  });

  it('stores a photo apart and carries only its URL', async () => {
    const cast = await createGameCast(t.db);
    const image = toDataUrl(await testImageBytes());
    const res = await create(cast.author.headers, { content: 'with a photo', gameId: cast.game.id, image });
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('data:');
  });

  it.each([
    [{ content: '' }, 'content: Please describe your accomplishment'],
    [{ content: '   ' }, 'content: Please describe your accomplishment'],
    [{ content: undefined }, 'content: Please describe your accomplishment'],
    [{ content: 'x'.repeat(POST_CONTENT_MAX + 1) }, `content: Accomplishment must be at most ${POST_CONTENT_MAX} characters`],
    [{ gameId: 'nope' }, 'gameId: Please select a game'],
    [{ gameId: undefined }, 'gameId: Please select a game'],
    [{ createdAt: 'yesterday' }, 'createdAt: createdAt must be an ISO date and time'],
    // docs/decisions/0036-dates-in-range.md: out of 1900 … 9999 is a 400, not the server's clock in its place.
    [{ createdAt: '0001-01-01T00:00:00Z' }, 'createdAt: Enter a date between 1900-01-01 and 9999-12-31'],
    [{ createdAt: '1899-12-31T23:59:59.999Z' }, 'createdAt: Enter a date between 1900-01-01 and 9999-12-31'],
    [{ image: 'https://example.com/cat.jpg' }, 'image: Photo must be an image data URL'],
    [{ image: 42 }, 'image: Photo must be an image data URL'],
  ])('refuses %j with 400 and a human message', async (change, message) => {
    const cast = await createGameCast(t.db);
    await expectAnswer(create(cast.author.headers, { content: 'ok', gameId: cast.game.id, ...change }), 400, { message });
  });

  it('accepts exactly 2000 characters and an explicit null image', async () => {
    const cast = await createGameCast(t.db);
    const res = await create(cast.author.headers, { content: 'x'.repeat(POST_CONTENT_MAX), gameId: cast.game.id, image: null });
    expect(res.statusCode).toBe(201);
  });

  it('is 404 for a game that does not exist, 400 for an upcoming game', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(create(me.headers, { content: 'x', gameId: '00000000-0000-4000-8000-000000000000' }), 404, { message: 'Game not found' });
    const cast = await createGameCast(t.db, {
      startTime: new Date(Date.now() + 86_400_000),
      endTime: new Date(Date.now() + 10 * 86_400_000),
    });
    const upcoming = await create(cast.author.headers, { content: 'x', gameId: cast.game.id });
    expect(upcoming.statusCode).toBe(400);
    expect(upcoming.json().message).toMatch(/not started/);
  });
});

describe('GET /api/posts', () => {
  const t = useTestApp();
  const list = (headers: { cookie: string }, query: string) => t.request({ method: 'GET', url: `/api/posts?${query}`, headers });

  it('pages newest first with hasMore from one extra row', async () => {
    const cast = await createGameCast(t.db);
    const base = Date.now() - 60 * 60_000;
    for (let i = 0; i < 5; i++) {
      await sharePost(t.db, cast.author.user.id, cast.game.id, {
        content: `post ${i}`,
        createdAt: new Date(base + i * 60_000).toISOString(),
      });
    }
    const first = await list(cast.participant.headers, `gameId=${cast.game.id}&page=1&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().posts.map((p: { content: string }) => p.content)).toEqual(['post 4', 'post 3']);
    expect(first.json().hasMore).toBe(true);
    const third = await list(cast.participant.headers, `gameId=${cast.game.id}&page=3&limit=2`);
    expect(third.json()).toMatchObject({ hasMore: false, posts: [{ content: 'post 0' }] });
    const beyond = await list(cast.participant.headers, `gameId=${cast.game.id}&page=9`);
    expect(beyond.json()).toEqual({ posts: [], hasMore: false });
    const exact = await list(cast.participant.headers, `gameId=${cast.game.id}&limit=5`);
    expect(exact.json().hasMore).toBe(false);
    expect(exact.json().posts).toHaveLength(5);
  });

  it('defaults to 20 a page', async () => {
    const cast = await createGameCast(t.db);
    for (let i = 0; i < 21; i++) await sharePost(t.db, cast.author.user.id, cast.game.id);
    const res = await list(cast.author.headers, `gameId=${cast.game.id}`);
    expect(res.json().posts).toHaveLength(20);
    expect(res.json().hasMore).toBe(true);
  });

  it.each([
    ['page=0', 'page: page must be a whole number of at least 1'],
    ['page=abc', 'page: page must be a whole number of at least 1'],
    ['page=1.5', 'page: page must be a whole number of at least 1'],
    ['limit=0', 'limit: limit must be a whole number from 1 to 50'],
    ['limit=51', 'limit: limit must be a whole number from 1 to 50'],
  ])('refuses %s with 400', async (query, message) => {
    const cast = await createGameCast(t.db);
    await expectAnswer(list(cast.author.headers, `gameId=${cast.game.id}&${query}`), 400, { message });
  });

  it('refuses a missing or malformed gameId with 400', async () => {
    const me = await signInAs(t.db);
    expect((await list(me.headers, '')).json()).toEqual({ message: 'gameId: gameId must be a game id' });
    expect((await list(me.headers, 'gameId=12')).statusCode).toBe(400);
  });
});

describe('OpenAPI for the accomplishments routes', () => {
  const t = useTestApp();

  it('documents every route with a summary, from the same zod schemas', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/posts', 'post'],
      ['/api/posts', 'get'],
      ['/api/posts/{id}', 'patch'],
      ['/api/posts/{id}', 'delete'],
      ['/api/posts/{id}/redact', 'patch'],
      ['/api/posts/{id}/remove-image', 'patch'],
      ['/api/posts/{id}/upvote', 'post'],
      ['/api/posts/{id}/upvote', 'put'],
      ['/api/comments', 'post'],
      ['/api/comments/{id}', 'delete'],
      ['/api/activity', 'get'],
      ['/api/user/accomplishments', 'get'],
      ['/api/images/{id}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.summary, `${method.toUpperCase()} ${path}`).toBeTruthy();
    }
    const body = doc.paths['/api/posts'].post.requestBody.content['application/json'].schema;
    expect(body.properties.content.maxLength).toBe(POST_CONTENT_MAX);
  });
});
