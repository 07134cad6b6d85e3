import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost, testImageBytes, toDataUrl } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { games } from '../../db/schema/games';
import { comments, images, posts } from '../../db/schema/posts';
import { KEY_REUSED } from '../../plugins/idempotency';

/** docs/architecture.md §4/§7: the outbox resends with the same Idempotency-Key; nothing may land twice. */
describe('Idempotency-Key on posts, comments and likes', () => {
  const t = useTestApp();
  const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.request({ method, url, headers, payload });
  const postsIn = async (gameId: string) => t.db.select().from(posts).where(eq(posts.gameId, gameId));

  it('replays a repeated post: same answer, one post, counted once', async () => {
    const cast = await createGameCast(t.db);
    const headers = { ...cast.author.headers, 'idempotency-key': randomUUID() };
    const body = { content: 'Went swimming', gameId: cast.game.id, image: toDataUrl(await testImageBytes()) };
    const first = await send('POST', '/api/posts', headers, body);
    const second = await send('POST', '/api/posts', headers, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await postsIn(cast.game.id)).toHaveLength(1);
    expect(await t.db.select({ id: images.id }).from(images).where(eq(images.ownerId, cast.author.user.id))).toHaveLength(1);
    const [game] = await t.db.select().from(games).where(eq(games.id, cast.game.id));
    expect(game!.postCount).toBe(1);
  });

  it('lets 10 concurrent requests with one key make exactly one post', async () => {
    const cast = await createGameCast(t.db);
    const headers = { ...cast.author.headers, 'idempotency-key': randomUUID() };
    const body = { content: 'Cold shower', gameId: cast.game.id };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('POST', '/api/posts', headers, body)));
    const created = answers.filter((a) => a.statusCode === 201);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    expect(await postsIn(cast.game.id)).toHaveLength(1);
    const [game] = await t.db.select().from(games).where(eq(games.id, cast.game.id));
    expect(game!.postCount).toBe(1);
  });

  it('answers 422 for the same key with a different post', async () => {
    const cast = await createGameCast(t.db);
    const headers = { ...cast.author.headers, 'idempotency-key': randomUUID() };
    await send('POST', '/api/posts', headers, { content: 'one', gameId: cast.game.id });
    const res = await send('POST', '/api/posts', headers, { content: 'two', gameId: cast.game.id });
    expect([res.statusCode, res.json()]).toEqual([422, { message: KEY_REUSED }]);
    expect(await postsIn(cast.game.id)).toHaveLength(1);
  });

  it('replays a comment once', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const headers = { ...cast.participant.headers, 'idempotency-key': randomUUID() };
    const body = { content: 'Nice', postId: post.id };
    const first = await send('POST', '/api/comments', headers, body);
    const second = await send('POST', '/api/comments', headers, body);
    expect(second.json()).toEqual(first.json());
    expect(await t.db.select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(1);
  });

  it('replays a toggle instead of toggling back', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const headers = { ...cast.participant.headers, 'idempotency-key': randomUUID() };
    const first = await send('POST', `/api/posts/${post.id}/upvote`, headers);
    const second = await send('POST', `/api/posts/${post.id}/upvote`, headers);
    expect([first.json(), second.json()]).toEqual([
      { upvoted: true, count: 1 },
      { upvoted: true, count: 1 },
    ]);
    // The same key on another post is another request.
    const other = await sharePost(t.db, cast.author.user.id, cast.game.id);
    expect((await send('POST', `/api/posts/${other.id}/upvote`, headers)).statusCode).toBe(422);
  });

  it('keeps a refusal final: a repeat gets the same 4xx', async () => {
    const cast = await createGameCast(t.db);
    const headers = { ...cast.stranger.headers, 'idempotency-key': randomUUID() };
    const body = { content: 'sneaky', gameId: cast.game.id };
    const first = await send('POST', '/api/posts', headers, body);
    const second = await send('POST', '/api/posts', headers, body);
    expect([first.statusCode, second.statusCode]).toEqual([403, 403]);
    expect(second.json()).toEqual(first.json());
  });
});
