import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, createGameCast, sharePost, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { createComment } from '../comments/comments.service';

describe('GET /api/activity', () => {
  const t = useTestApp();
  const activity = (headers: { cookie: string }, query = '') => t.request({ method: 'GET', url: `/api/activity${query}`, headers });

  it('shows a share into two games once, as a multi-game item listing only games I am in', async () => {
    const me = await signInAs(t.db);
    const friend = await signInAs(t.db);
    const [g1, g2, g3] = [await createGame(t.db, friend.user.id), await createGame(t.db, friend.user.id), await createGame(t.db, friend.user.id)];
    await addParticipant(t.db, g1.id, me.user.id);
    await addParticipant(t.db, g2.id, me.user.id);
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    for (const game of [g1, g2, g3]) await sharePost(t.db, friend.user.id, game.id, { content: 'Sang on stage', createdAt });

    const res = await activity(me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    const [item] = res.json();
    expect(item).toMatchObject({ type: 'post', content: 'Sang on stage', createdAt, isMultiGame: true, postContent: null });
    expect(item.games.map((g: { id: string }) => g.id).sort()).toEqual([g1.id, g2.id].sort());
    expect(item.games.map((g: { id: string }) => g.id)).toContain(item.gameId);
    expect(item.user.id).toBe(friend.user.id);

    // The friend, in all three games, sees '3 games'.
    const theirs = (await activity(friend.headers)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0].games).toHaveLength(3);
  });

  it('shows comments with the parent post text (none for a redacted post), newest first', async () => {
    const cast = await createGameCast(t.db);
    const base = Date.now() - 3_600_000;
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id, {
      content: 'Asked for a raise',
      createdAt: new Date(base).toISOString(),
    });
    await createComment(t.db, cast.participant.user.id, { content: 'Brave!', postId: post.id }, new Date(base + 60_000));
    const items = (await activity(cast.admin.headers)).json();
    expect(items.map((i: { type: string }) => i.type)).toEqual(['comment', 'post']);
    expect(items[0]).toMatchObject({
      type: 'comment',
      content: 'Brave!',
      postId: post.id,
      postContent: 'Asked for a raise',
      gameId: cast.game.id,
      game: { name: cast.game.name },
      isMultiGame: false,
      user: { id: cast.participant.user.id },
    });

    await t.request({ method: 'PATCH', url: `/api/posts/${post.id}/redact`, headers: cast.author.headers });
    const after = (await activity(cast.admin.headers)).json();
    expect(after[0]).toMatchObject({ type: 'comment', postContent: null });
    expect(after[1]).toMatchObject({ type: 'post', content: '', isRedacted: true });
  });

  it('shows nothing from games I am not in', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    await createComment(t.db, cast.participant.user.id, { content: 'hi', postId: post.id });
    expect((await activity(cast.stranger.headers)).json()).toEqual([]);
  });

  it('returns at most `limit` items (10 by default), the newest, across my games', async () => {
    const cast = await createGameCast(t.db);
    const other = await createGame(t.db, cast.author.user.id);
    await addParticipant(t.db, other.id, cast.participant.user.id);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 14; i++) {
      const game = i % 2 === 0 ? cast.game : other;
      await sharePost(t.db, cast.author.user.id, game.id, { content: `p${i}`, createdAt: new Date(base + i * 1000).toISOString() });
    }
    const items = (await activity(cast.participant.headers)).json();
    expect(items.map((i: { content: string }) => i.content)).toEqual(['p13', 'p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4']);
    const three = (await activity(cast.participant.headers, '?limit=3')).json();
    expect(three.map((i: { content: string }) => i.content)).toEqual(['p13', 'p12', 'p11']);
  });

  it('validates limit and needs a signed-in user', async () => {
    const me = await signInAs(t.db);
    for (const query of ['?limit=0', '?limit=51', '?limit=x']) {
      const res = await activity(me.headers, query);
      expect([res.statusCode, res.json().message]).toEqual([400, 'limit: limit must be a whole number from 1 to 50']);
    }
    expect((await t.request({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });
});
