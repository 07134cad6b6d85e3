import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost, testImageBytes, toDataUrl, type GameCast } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { images, posts } from '../../db/schema/posts';
import { userDailyStats, userStats } from '../../db/schema/users';
import {
  DELETE_ONLY_WHILE_ACTIVE,
  EDIT_ONLY_WHILE_ACTIVE,
  NOT_BEFORE_START,
  REDACTED_FOR_GOOD,
} from './post-changes.service';

const DAY = 86_400_000;

/** Ends (or un-starts) the game after its posts were made, as moving its dates on the edit screen does. */
async function setGameState(db: Database, gameId: string, state: 'completed' | 'upcoming') {
  const now = Date.now();
  const times =
    state === 'completed'
      ? { startTime: new Date(now - 10 * DAY), endTime: new Date(now - 1000) }
      : { startTime: new Date(now + DAY), endTime: new Date(now + 2 * DAY) };
  await db.update(games).set(times).where(eq(games.id, gameId));
}

async function counters(db: Database, cast: GameCast) {
  const [game] = await db.select({ postCount: games.postCount }).from(games).where(eq(games.id, cast.game.id));
  const [member] = await db
    .select({ score: gameParticipants.score, upvotesReceived: gameParticipants.upvotesReceived })
    .from(gameParticipants)
    .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, cast.author.user.id)));
  const [stats] = await db.select().from(userStats).where(eq(userStats.userId, cast.author.user.id));
  const [creator] = await db.select().from(userStats).where(eq(userStats.userId, cast.creator.user.id));
  const daily = await db.select().from(userDailyStats).where(eq(userDailyStats.userId, cast.author.user.id));
  return {
    postCount: game!.postCount,
    score: member!.score,
    upvotesReceived: member!.upvotesReceived,
    totalAccomplishments: stats?.totalAccomplishments ?? 0,
    totalUpvotes: stats?.totalUpvotes ?? 0,
    creatorAccomplishments: creator?.creatorAccomplishments ?? 0,
    dailyAccomplishments: daily.reduce((sum, d) => sum + d.accomplishments, 0),
    dailyUpvotes: daily.reduce((sum, d) => sum + d.upvotesReceived, 0),
  };
}

describe('author changes to a post', () => {
  const t = useTestApp();
  const call = (method: 'PATCH' | 'DELETE', url: string, headers: { cookie: string }, payload?: object) =>
    t.request({ method, url, headers, payload });

  describe('PATCH /api/posts/{id}', () => {
    it('edits the content (trimmed) while the game is active', async () => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
      const res = await call('PATCH', `/api/posts/${post.id}`, cast.author.headers, { content: '  better words ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, content: 'better words', createdAt: post.createdAt });
    });

    it('refuses empty content, a completed game and a redacted post', async () => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
      const empty = await call('PATCH', `/api/posts/${post.id}`, cast.author.headers, { content: ' ' });
      expect([empty.statusCode, empty.json().message]).toEqual([400, 'content: Please describe your accomplishment']);
      const long = await call('PATCH', `/api/posts/${post.id}`, cast.author.headers, { content: 'x'.repeat(2001) });
      expect([long.statusCode, long.json().message]).toEqual([400, 'content: Accomplishment must be at most 2000 characters']);

      await call('PATCH', `/api/posts/${post.id}/redact`, cast.author.headers);
      const redacted = await call('PATCH', `/api/posts/${post.id}`, cast.author.headers, { content: 'back' });
      expect([redacted.statusCode, redacted.json().message]).toEqual([409, REDACTED_FOR_GOOD]);

      const other = await sharePost(t.db, cast.author.user.id, cast.game.id);
      await setGameState(t.db, cast.game.id, 'completed');
      const ended = await call('PATCH', `/api/posts/${other.id}`, cast.author.headers, { content: 'late' });
      expect([ended.statusCode, ended.json().message]).toEqual([400, EDIT_ONLY_WHILE_ACTIVE]);
    });

    it('is 404 for a missing post and 400 for a malformed id', async () => {
      const cast = await createGameCast(t.db);
      expect((await call('PATCH', `/api/posts/${randomUUID()}`, cast.author.headers, { content: 'x' })).json()).toEqual({
        message: 'Post not found',
      });
      const bad = await call('PATCH', '/api/posts/abc', cast.author.headers, { content: 'x' });
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'id: Post id must be a UUID']);
    });
  });

  describe('DELETE /api/posts/{id}', () => {
    it('deletes the post, its image, and takes back its point and its likes', async () => {
      const cast = await createGameCast(t.db);
      const keep = await sharePost(t.db, cast.author.user.id, cast.game.id);
      const before = await counters(t.db, cast);
      const image = toDataUrl(await testImageBytes());
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id, { image });
      for (const liker of [cast.participant, cast.admin]) {
        await t.request({ method: 'PUT', url: `/api/posts/${post.id}/upvote`, headers: liker.headers, payload: { upvoted: true } });
      }
      await t.request({ method: 'PUT', url: `/api/posts/${keep.id}/upvote`, headers: cast.participant.headers, payload: { upvoted: true } });
      const during = await counters(t.db, cast);
      expect(during.upvotesReceived - before.upvotesReceived).toBe(3);

      const res = await call('DELETE', `/api/posts/${post.id}`, cast.author.headers);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await t.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
      const imageId = post.image!.split('/').pop()!;
      expect(await t.db.select({ id: images.id }).from(images).where(eq(images.id, imageId))).toEqual([]);
      const after = await counters(t.db, cast);
      expect(after).toEqual({ ...before, upvotesReceived: 1, totalUpvotes: 1, dailyUpvotes: 1 });

      const again = await call('DELETE', `/api/posts/${post.id}`, cast.author.headers);
      expect(again.statusCode).toBe(404);
    });

    it('is refused once the game has ended', async () => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
      await setGameState(t.db, cast.game.id, 'completed');
      const res = await call('DELETE', `/api/posts/${post.id}`, cast.author.headers);
      expect([res.statusCode, res.json().message]).toEqual([400, DELETE_ONLY_WHILE_ACTIVE]);
    });
  });

  describe('PATCH /api/posts/{id}/redact', () => {
    it.each(['active', 'completed'] as const)('hides the content for good in a%s game and keeps the point', async (state) => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id, { content: 'secret plan' });
      if (state === 'completed') await setGameState(t.db, cast.game.id, 'completed');
      const before = await counters(t.db, cast);
      const res = await call('PATCH', `/api/posts/${post.id}/redact`, cast.author.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, content: '', isRedacted: true });
      const [row] = await t.db.select({ content: posts.content }).from(posts).where(eq(posts.id, post.id));
      expect(row!.content).toBe('');
      expect(await counters(t.db, cast)).toEqual(before);
      const list = await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers: cast.participant.headers });
      expect(list.body).not.toContain('secret plan');
      expect((await call('PATCH', `/api/posts/${post.id}/redact`, cast.author.headers)).statusCode).toBe(200);
    });

    it('is refused before the game starts', async () => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
      await setGameState(t.db, cast.game.id, 'upcoming');
      const res = await call('PATCH', `/api/posts/${post.id}/redact`, cast.author.headers);
      expect([res.statusCode, res.json().message]).toEqual([400, NOT_BEFORE_START]);
    });
  });

  describe('PATCH /api/posts/{id}/remove-image', () => {
    it.each(['active', 'completed'] as const)('removes the photo in a%s game and deletes its row', async (state) => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id, { image: toDataUrl(await testImageBytes()) });
      if (state === 'completed') await setGameState(t.db, cast.game.id, 'completed');
      const res = await call('PATCH', `/api/posts/${post.id}/remove-image`, cast.author.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, image: null, content: post.content });
      const imageId = post.image!.split('/').pop()!;
      expect(await t.db.select({ id: images.id }).from(images).where(eq(images.id, imageId))).toEqual([]);
    });

    it('is a harmless no-op for a post without a photo', async () => {
      const cast = await createGameCast(t.db);
      const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
      const res = await call('PATCH', `/api/posts/${post.id}/remove-image`, cast.author.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().image).toBeNull();
    });
  });
});
