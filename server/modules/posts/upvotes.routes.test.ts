import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost, type GameCast } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { posts } from '../../db/schema/posts';
import { userDailyStats, userStats } from '../../db/schema/users';
import { OWN_POST_LIKE } from './upvotes.service';

async function likesCounted(db: Database, cast: GameCast, postId: string) {
  const [post] = await db.select({ n: posts.upvoteCount }).from(posts).where(eq(posts.id, postId));
  const [member] = await db
    .select({ n: gameParticipants.upvotesReceived })
    .from(gameParticipants)
    .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, cast.author.user.id)));
  const [stats] = await db.select({ n: userStats.totalUpvotes }).from(userStats).where(eq(userStats.userId, cast.author.user.id));
  const today = new Date().toISOString().slice(0, 10);
  const [daily] = await db
    .select({ n: userDailyStats.upvotesReceived })
    .from(userDailyStats)
    .where(and(eq(userDailyStats.userId, cast.author.user.id), eq(userDailyStats.day, today)));
  return [post!.n, member!.n, stats?.n ?? 0, daily?.n ?? 0];
}

describe('likes', () => {
  const t = useTestApp();
  const toggle = (postId: string, headers: { cookie: string }) =>
    t.request({ method: 'POST', url: `/api/posts/${postId}/upvote`, headers });
  const set = (postId: string, headers: { cookie: string }, payload: unknown) =>
    t.request({ method: 'PUT', url: `/api/posts/${postId}/upvote`, headers, payload: payload as object });

  it('POST toggles: like, unlike, like again, with every counter in step', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const first = await toggle(post.id, cast.participant.headers);
    expect([first.statusCode, first.json()]).toEqual([200, { upvoted: true, count: 1 }]);
    expect(await likesCounted(t.db, cast, post.id)).toEqual([1, 1, 1, 1]);
    expect((await toggle(post.id, cast.admin.headers)).json()).toEqual({ upvoted: true, count: 2 });
    expect((await toggle(post.id, cast.participant.headers)).json()).toEqual({ upvoted: false, count: 1 });
    expect(await likesCounted(t.db, cast, post.id)).toEqual([1, 1, 1, 1]);
    expect((await toggle(post.id, cast.participant.headers)).json()).toEqual({ upvoted: true, count: 2 });
    expect(await likesCounted(t.db, cast, post.id)).toEqual([2, 2, 2, 2]);
  });

  it('PUT sets the state; repeating it changes nothing', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    expect((await set(post.id, cast.creator.headers, { upvoted: true })).json()).toEqual({ upvoted: true, count: 1 });
    expect((await set(post.id, cast.creator.headers, { upvoted: true })).json()).toEqual({ upvoted: true, count: 1 });
    expect(await likesCounted(t.db, cast, post.id)).toEqual([1, 1, 1, 1]);
    expect((await set(post.id, cast.creator.headers, { upvoted: false })).json()).toEqual({ upvoted: false, count: 0 });
    expect((await set(post.id, cast.creator.headers, { upvoted: false })).json()).toEqual({ upvoted: false, count: 0 });
    expect(await likesCounted(t.db, cast, post.id)).toEqual([0, 0, 0, 0]);
  });

  it('concurrent likes by one person count once', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => set(post.id, cast.participant.headers, { upvoted: true })));
    for (const answer of answers) expect(answer.json()).toEqual({ upvoted: true, count: 1 });
    expect(await likesCounted(t.db, cast, post.id)).toEqual([1, 1, 1, 1]);
  });

  it('shows isUpvoted and the count to the person who liked', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    await toggle(post.id, cast.participant.headers);
    const seen = async (headers: { cookie: string }) =>
      (await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers })).json().posts[0];
    expect(await seen(cast.participant.headers)).toMatchObject({ isUpvoted: true, _count: { upvotes: 1 } });
    expect(await seen(cast.admin.headers)).toMatchObject({ isUpvoted: false, _count: { upvotes: 1 } });
  });

  it('refuses a like on my own post with the message the app looks for', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    for (const res of [await toggle(post.id, cast.author.headers), await set(post.id, cast.author.headers, { upvoted: true })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: OWN_POST_LIKE });
    }
    expect(await likesCounted(t.db, cast, post.id)).toEqual([0, 0, 0, 0]);
  });

  it('validates the PUT body and the post id', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    for (const body of [{}, { upvoted: 'yes' }, { upvoted: null }]) {
      await expectAnswer(set(post.id, cast.participant.headers, body), 400, { message: 'upvoted: upvoted must be true or false' });
    }
    expect((await toggle('nope', cast.participant.headers)).statusCode).toBe(400);
    expect((await toggle(randomUUID(), cast.participant.headers)).json()).toEqual({ message: 'Post not found' });
  });
});
