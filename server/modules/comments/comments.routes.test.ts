import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_CONTENT_MAX, POST_COMMENTS_MAX } from '@contract/posts';
import { createGameCast, sharePost } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { games } from '../../db/schema/games';
import { comments, posts } from '../../db/schema/posts';
import { createComment, NOT_THE_COMMENT_AUTHOR } from './comments.service';

describe('comments', () => {
  const t = useTestApp();
  const add = (headers: { cookie: string }, payload: object) => t.request({ method: 'POST', url: '/api/comments', headers, payload });
  const remove = (headers: { cookie: string }, id: string) => t.request({ method: 'DELETE', url: `/api/comments/${id}`, headers });
  const commentCount = async (postId: string) =>
    (await t.db.select({ n: posts.commentCount }).from(posts).where(eq(posts.id, postId)))[0]!.n;

  it('adds a comment (201, docs/product.md §3 fields) and counts it on the post', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const res = await add(cast.participant.headers, { content: '  Well done! ', postId: post.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'Well done!',
      postId: post.id,
      userId: cast.participant.user.id,
      user: { id: cast.participant.user.id },
    });
    expect(await commentCount(post.id)).toBe(1);
    const list = await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers: cast.author.headers });
    expect(list.json().posts[0]).toMatchObject({ _count: { comments: 1 }, comments: [{ content: 'Well done!' }] });
  });

  it('lets the author comment on their own post, and works in a completed game', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    expect((await add(cast.author.headers, { content: 'thanks', postId: post.id })).statusCode).toBe(201);
    await t.db
      .update(games)
      .set({ startTime: new Date(Date.now() - 86_400_000), endTime: new Date(Date.now() - 1000) })
      .where(eq(games.id, cast.game.id));
    expect((await add(cast.admin.headers, { content: 'congrats', postId: post.id })).statusCode).toBe(201);
  });

  it.each([
    [{ content: '' }, 'content: Comment cannot be empty'],
    [{ content: '  ' }, 'content: Comment cannot be empty'],
    [{ content: 'x'.repeat(COMMENT_CONTENT_MAX + 1) }, `content: Comment must be at most ${COMMENT_CONTENT_MAX} characters`],
    [{ postId: 'nope' }, 'postId: postId must be a post id'],
  ])('refuses %j with 400', async (change, message) => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const res = await add(cast.participant.headers, { content: 'ok', postId: post.id, ...change });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('is 404 on a post that does not exist', async () => {
    const cast = await createGameCast(t.db);
    const res = await add(cast.participant.headers, { content: 'hi', postId: randomUUID() });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Post not found']);
  });

  it('lets only the comment author delete it, and uncounts it once', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const comment = (await add(cast.participant.headers, { content: 'hi', postId: post.id })).json();
    const byPostAuthor = await remove(cast.author.headers, comment.id);
    expect([byPostAuthor.statusCode, byPostAuthor.json().message]).toEqual([403, NOT_THE_COMMENT_AUTHOR]);
    const res = await remove(cast.participant.headers, comment.id);
    expect(res.statusCode).toBe(204);
    expect(await commentCount(post.id)).toBe(0);
    expect((await remove(cast.participant.headers, comment.id)).statusCode).toBe(404);
    expect(await commentCount(post.id)).toBe(0);
    expect((await remove(cast.participant.headers, 'x')).statusCode).toBe(400);
  });

  it(`shows the newest ${POST_COMMENTS_MAX} comments of a post, oldest first, with the true count`, async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < POST_COMMENTS_MAX + 2; i++) {
      await createComment(t.db, cast.participant.user.id, { content: `c${i}`, postId: post.id }, new Date(start + i * 1000));
    }
    const list = await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers: cast.author.headers });
    const shown = list.json().posts[0];
    expect(shown._count.comments).toBe(POST_COMMENTS_MAX + 2);
    expect(shown.comments).toHaveLength(POST_COMMENTS_MAX);
    expect(shown.comments[0].content).toBe('c2');
    expect(shown.comments.at(-1).content).toBe(`c${POST_COMMENTS_MAX + 1}`);
    expect(await t.db.select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(POST_COMMENTS_MAX + 2);
  });
});
