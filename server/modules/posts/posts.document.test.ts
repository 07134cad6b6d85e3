import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST_COMMENTS_MAX, postsPageSchema, type Post } from '@contract/posts';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { createGameCast, sharePost, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { createComment } from '../comments/comments.service';
import { ACCESS_DENIED, GAME_NOT_FOUND } from '../games/game-access';

const DAY = 86_400_000;

describe('GET /api/posts as one document', () => {
  const t = useTestApp();
  const page = (who: SignedInUser, query: string) => readDocument(t, { url: `/api/posts?${query}`, headers: who.headers }, postsPageSchema);

  it('is an empty page in one statement', async () => {
    const cast = await createGameCast(t.db);
    expect(await page(cast.participant, `gameId=${cast.game.id}`)).toEqual({ posts: [], hasMore: false });
  });

  it('shows each post exactly as the writes answer it: photo, my like, counters, the newest comments oldest first', async () => {
    const cast = await createGameCast(t.db);
    const base = Date.now() - 3_600_000;
    const created = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: cast.author.headers,
      payload: { content: 'Climbed a wall', gameId: cast.game.id, image: toDataUrl(await testImageBytes()), createdAt: new Date(base).toISOString() },
    });
    const postId = (created.json() as Post).id;
    await t.request({ method: 'PUT', url: `/api/posts/${postId}/upvote`, headers: cast.participant.headers, payload: { upvoted: true } });
    await t.request({ method: 'PUT', url: `/api/posts/${postId}/upvote`, headers: cast.admin.headers, payload: { upvoted: true } });
    await createComment(t.db, cast.admin.user.id, { content: 'Wow', postId }, new Date(base + 1000));
    await createComment(t.db, cast.participant.user.id, { content: 'Again!', postId }, new Date(base + 2000));
    await sharePost(t.db, cast.participant.user.id, cast.game.id, { content: 'Newer', createdAt: new Date(base + 60_000).toISOString() });

    const { posts, hasMore } = await page(cast.participant, `gameId=${cast.game.id}`);
    expect(hasMore).toBe(false);
    expect(posts.map((p) => p.content)).toEqual(['Newer', 'Climbed a wall']);
    const post = posts[1]!;
    expect(post).toMatchObject({
      image: expect.stringMatching(/^\/api\/images\//),
      user: cast.author.user,
      game: { name: cast.game.name, status: 'active' },
      isUpvoted: true,
      isRedacted: false,
      _count: { upvotes: 2, comments: 2 },
    });
    expect(post.comments.map((c) => [c.content, c.user.id])).toEqual([
      ['Wow', cast.admin.user.id],
      ['Again!', cast.participant.user.id],
    ]);
    expect(posts[0]).toMatchObject({ isUpvoted: false, image: null, comments: [], _count: { upvotes: 0, comments: 0 } });

    // The same post through a write's answer (post-view.ts) is the same document.
    const redacted = (await t.request({ method: 'PATCH', url: `/api/posts/${postId}/redact`, headers: cast.author.headers })).json() as Post;
    const [afterRedact] = (await page(cast.author, `gameId=${cast.game.id}&page=2&limit=1`)).posts;
    expect(afterRedact).toEqual(redacted);
    expect(afterRedact).toMatchObject({ content: '', isRedacted: true, isUpvoted: false, _count: { upvotes: 2, comments: 2 } });
    expect(afterRedact!.comments).toHaveLength(2);
  });

  it(`carries only the newest ${POST_COMMENTS_MAX} comments while counting all`, async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const total = POST_COMMENTS_MAX + 3;
    await t.db.execute(sql`
      insert into comments (post_id, game_id, user_id, content, created_at)
      select ${post.id}, ${cast.game.id}, ${cast.participant.user.id}, 'c' || i, now() - make_interval(secs => ${total} - i)
      from generate_series(1, ${total}) as i`);
    await t.db.execute(sql`update posts set comment_count = ${total} where id = ${post.id}`);

    const [shown] = (await page(cast.admin, `gameId=${cast.game.id}`)).posts;
    expect(shown!._count.comments).toBe(total);
    expect(shown!.comments.map((c) => c.content)).toEqual(Array.from({ length: POST_COMMENTS_MAX }, (_, i) => `c${i + 4}`));
  });

  it('pages by one extra row, ties in time by id, and says when the game is upcoming', async () => {
    const cast = await createGameCast(t.db, { startTime: new Date(Date.now() - DAY), endTime: new Date(Date.now() + DAY) });
    const at = new Date(Date.now() - 60_000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await sharePost(t.db, cast.author.user.id, cast.game.id, { createdAt: at })).id);
    ids.sort();
    const first = await page(cast.author, `gameId=${cast.game.id}&limit=2`);
    expect([first.posts.map((p) => p.id), first.hasMore]).toEqual([ids.slice(0, 2), true]);
    const second = await page(cast.author, `gameId=${cast.game.id}&limit=2&page=2`);
    expect([second.posts.map((p) => p.id), second.hasMore]).toEqual([ids.slice(2), false]);
    expect(await page(cast.author, `gameId=${cast.game.id}&page=9007199254740991`)).toEqual({ posts: [], hasMore: false });

    await t.db.execute(sql`update games set start_time = now() + interval '1 day', end_time = now() + interval '2 days' where id = ${cast.game.id}`);
    expect((await page(cast.author, `gameId=${cast.game.id}&limit=1`)).posts[0]!.game.status).toBe('upcoming');
  });

  it('refuses strangers and missing games with the texts of every game read, each in one statement', async () => {
    const cast = await createGameCast(t.db);
    const stranger = await requestOnce(t, { method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers: cast.stranger.headers });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, { message: ACCESS_DENIED }]);
    const missing = await requestOnce(t, { method: 'GET', url: `/api/posts?gameId=${crypto.randomUUID()}`, headers: cast.stranger.headers });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
  });
});

describe('GET /api/user/accomplishments as one document', () => {
  const t = useTestApp();
  const mine = (who: SignedInUser, query = '') =>
    readDocument(t, { url: `/api/user/accomplishments${query}`, headers: who.headers }, postsPageSchema);

  it('is an empty page for someone who never posted', async () => {
    expect(await mine(await signInAs(t.db))).toEqual({ posts: [], hasMore: false });
  });

  it('shows my posts in every game, including games I left, each as the game page shows it', async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id, { content: 'Mine' });
    await t.request({ method: 'PUT', url: `/api/posts/${post.id}/upvote`, headers: cast.admin.headers, payload: { upvoted: true } });
    await createComment(t.db, cast.admin.user.id, { content: 'Nice', postId: post.id });
    const onGamePage = (await page(cast.author)).posts[0];
    const { posts, hasMore } = await mine(cast.author);
    expect([posts, hasMore]).toEqual([[onGamePage], false]);
    expect(posts[0]).toMatchObject({ isUpvoted: false, _count: { upvotes: 1, comments: 1 } });

    await t.db.execute(sql`delete from game_participants where game_id = ${cast.game.id} and user_id = ${cast.author.user.id}`);
    expect((await mine(cast.author)).posts.map((p) => p.id)).toEqual([post.id]);

    function page(who: SignedInUser) {
      return readDocument(t, { url: `/api/posts?gameId=${cast.game.id}`, headers: who.headers }, postsPageSchema);
    }
  });

  it("reads a page of a prolific author's posts from the index in order, not all their posts", async () => {
    // Thousands of people with a post or two, and one author with thousands: the planner's
    // estimate for an author is the average, which the statement must not depend on.
    const cast = await createGameCast(t.db);
    await t.db.execute(sql`
      with people as (
        insert into users (username) select 'author_' || i || '_' || ${cast.game.id} from generate_series(1, 4000) as i returning id
      )
      insert into posts (game_id, user_id, content, streak_day) select ${cast.game.id}, id, 'One post', current_date from people`);
    await t.db.execute(sql`
      insert into posts (game_id, user_id, content, created_at, streak_day)
      select ${cast.game.id}, ${cast.author.user.id}, 'Post ' || i, now() - make_interval(secs => i), current_date from generate_series(1, 4000) as i`);
    await t.db.execute(sql`analyze posts`);

    const { result, statements } = await captureStatements(t.db, () =>
      t.request({ method: 'GET', url: '/api/user/accomplishments', headers: cast.author.headers }),
    );
    expect(result.json().posts.map((p: Post) => p.content).slice(0, 2)).toEqual(['Post 1', 'Post 2']);
    const plan = await explainAll(t.db, statements);
    expect(plan).toMatch(/Index Scan using posts_user_created_idx/);
    expect(plan).not.toMatch(/Bitmap Heap Scan on posts|Sort Key: p\.(user_id|created_at)/);
  });
});
