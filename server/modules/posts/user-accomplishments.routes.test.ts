import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, createGameCast, sharePost, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

describe('GET /api/user/accomplishments', () => {
  const t = useTestApp();
  const mine = (headers: { cookie: string }, query = '') =>
    t.request({ method: 'GET', url: `/api/user/accomplishments${query}`, headers });

  it('pages my own posts across games, newest first', async () => {
    const cast = await createGameCast(t.db);
    const other = await createGame(t.db, cast.creator.user.id);
    await addParticipant(t.db, other.id, cast.author.user.id);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 3; i++) {
      const game = i === 1 ? other : cast.game;
      await sharePost(t.db, cast.author.user.id, game.id, { content: `mine ${i}`, createdAt: new Date(base + i * 1000).toISOString() });
    }
    await sharePost(t.db, cast.participant.user.id, cast.game.id, { content: 'not mine' });

    const first = await mine(cast.author.headers, '?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().posts.map((p: { content: string }) => p.content)).toEqual(['mine 2', 'mine 1']);
    expect(first.json().posts[1]).toMatchObject({ gameId: other.id, game: { name: other.name, status: 'active' } });
    expect(first.json().hasMore).toBe(true);
    const second = await mine(cast.author.headers, '?page=2&limit=2');
    expect(second.json()).toMatchObject({ hasMore: false, posts: [{ content: 'mine 0' }] });
  });

  it('is empty for someone who never posted, 400 on bad paging, 401 for a visitor', async () => {
    const me = await signInAs(t.db);
    expect((await mine(me.headers)).json()).toEqual({ posts: [], hasMore: false });
    expect((await mine(me.headers, '?page=0')).json()).toEqual({ message: 'page: page must be a whole number of at least 1' });
    expect((await mine(me.headers, '?limit=100')).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/user/accomplishments' })).statusCode).toBe(401);
  });
});
