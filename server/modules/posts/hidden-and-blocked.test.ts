import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postsPageSchema, type Post } from '@contract/posts';
import { REMOVED_BY_MODERATORS } from '@contract/reports';
import { readDocument } from '../../../tests/support/document-reads';
import { createGameCast, sharePost, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { createComment } from '../comments/comments.service';
import { loadPostView } from './post-view';

/**
 * docs/decisions/0042-hidden-and-blocked-in-reads.md: hidden content reads REMOVED_BY_MODERATORS
 * for everyone but its author, who sees it marked; a blocker no longer sees what the blocked person
 * wrote. Rows are written directly (the hiding and blocking routes are other parts of decision 0040).
 */
describe('hidden posts and comments, and blocks, on the game page, my accomplishments and photos', () => {
  const t = useTestApp();
  const gamePage = async (who: SignedInUser, gameId: string) =>
    (await readDocument(t, { url: `/api/posts?gameId=${gameId}`, headers: who.headers }, postsPageSchema)).posts;
  const photo = (who: SignedInUser, url: string) => t.request({ method: 'GET', url, headers: who.headers });
  const hide = (table: 'posts' | 'comments', id: string) =>
    t.db.execute(sql`update ${sql.identifier(table)} set hidden_by = 'moderators', hidden_at = now() where id = ${id}`);
  const block = (blocker: SignedInUser, blocked: SignedInUser) =>
    t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${blocker.user.id}, ${blocked.user.id})`);

  /** A post with a photo by the author, a comment by the participant and one by the author. */
  async function scene() {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id, { content: 'Swam 2 km', image: toDataUrl(await testImageBytes()) });
    const theirs = await createComment(t.db, cast.participant.user.id, { content: 'Spam spam', postId: post.id }, new Date(Date.now() - 2000));
    const mine = await createComment(t.db, cast.author.user.id, { content: 'Thanks', postId: post.id }, new Date(Date.now() - 1000));
    return { cast, post, theirs, mine };
  }

  it('shows nothing removed while nothing is hidden', async () => {
    const { cast, post } = await scene();
    const [shown] = await gamePage(cast.participant, cast.game.id);
    expect(shown).toMatchObject({ content: 'Swam 2 km', image: post.image, isRemoved: false });
    expect(shown!.comments.map((c) => [c.content, c.isRemoved])).toEqual([
      ['Spam spam', false],
      ['Thanks', false],
    ]);
    expect((await photo(cast.participant, post.image!)).statusCode).toBe(200);
  });

  it('reads a hidden post and comment as removed, without the photo, to everyone but their authors', async () => {
    const { cast, post, theirs } = await scene();
    await hide('posts', post.id);
    await hide('comments', theirs.id);

    for (const other of [cast.admin, cast.creator]) {
      const [shown] = await gamePage(other, cast.game.id);
      expect(shown).toMatchObject({ id: post.id, content: REMOVED_BY_MODERATORS, image: null, isRemoved: true, isRedacted: false });
      expect(shown!.comments.map((c) => [c.content, c.isRemoved])).toEqual([
        [REMOVED_BY_MODERATORS, true],
        ['Thanks', false],
      ]);
      expect((await photo(other, post.image!)).statusCode).toBe(404);
      // The answers of the writes build the same document (post-view.ts).
      expect(await loadPostView(t.db, other.user.id, post.id)).toEqual(shown);
    }

    // The post's author: their text and photo, marked; the comment is someone else's.
    const [asAuthor] = await gamePage(cast.author, cast.game.id);
    expect(asAuthor).toMatchObject({ content: 'Swam 2 km', image: post.image, isRemoved: true });
    expect(asAuthor!.comments.map((c) => [c.content, c.isRemoved])).toEqual([
      [REMOVED_BY_MODERATORS, true],
      ['Thanks', false],
    ]);
    expect(await loadPostView(t.db, cast.author.user.id, post.id)).toEqual(asAuthor);
    expect((await photo(cast.author, post.image!)).statusCode).toBe(200);
    const mine = await readDocument(t, { url: '/api/user/accomplishments', headers: cast.author.headers }, postsPageSchema);
    expect(mine.posts).toEqual([asAuthor]);

    // The comment's author reads their comment, marked, and the post as removed.
    const [asCommenter] = await gamePage(cast.participant, cast.game.id);
    expect(asCommenter).toMatchObject({ content: REMOVED_BY_MODERATORS, image: null, isRemoved: true });
    expect(asCommenter!.comments[0]).toMatchObject({ content: 'Spam spam', isRemoved: true });
  });

  it('a redacted post that is hidden reads as removed to others, and as redacted to its author', async () => {
    const { cast, post } = await scene();
    await t.db.execute(sql`update posts set is_redacted = true where id = ${post.id}`);
    await hide('posts', post.id);
    expect((await gamePage(cast.admin, cast.game.id))[0]).toMatchObject({ content: REMOVED_BY_MODERATORS, isRedacted: true, isRemoved: true });
    expect((await gamePage(cast.author, cast.game.id))[0]).toMatchObject({ content: '', isRedacted: true, isRemoved: true });
  });

  it("leaves the blocked person's posts, comments and photos out for the blocker only; scores and leaderboards stay", async () => {
    const { cast, post } = await scene();
    const byParticipant = await sharePost(t.db, cast.participant.user.id, cast.game.id, { content: 'Ran 3 km' });
    await createComment(t.db, cast.author.user.id, { content: 'Nice run', postId: byParticipant.id });
    const scores = () => t.request({ method: 'GET', url: `/api/games/${cast.game.id}/scores`, headers: cast.participant.headers }).then((r) => r.json());
    const leaderboard = () =>
      t
        .request({ method: 'GET', url: '/api/leaderboard/players?timeFrame=alltime&metric=accomplishments', headers: cast.participant.headers })
        .then((r) => r.json());
    const [scoresBefore, leaderboardBefore, authorSeesBefore] = [await scores(), await leaderboard(), await gamePage(cast.author, cast.game.id)];

    await block(cast.participant, cast.author);

    // The blocker: the author's post is gone, and so is the author's comment on the blocker's post.
    const seen = await gamePage(cast.participant, cast.game.id);
    expect(seen.map((p) => [p.content, p.comments.map((c) => c.content)])).toEqual([['Ran 3 km', []]]);
    // The counter still counts every comment (decision 0042).
    expect(seen[0]!._count.comments).toBe(1);
    expect((await photo(cast.participant, post.image!)).statusCode).toBe(404);
    expect((await loadPostView(t.db, cast.participant.user.id, byParticipant.id))!.comments).toEqual([]);

    // Everyone else, the blocked person included, sees what they saw.
    expect(await gamePage(cast.author, cast.game.id)).toEqual(authorSeesBefore);
    const admin = await gamePage(cast.admin, cast.game.id);
    expect(admin.map((p) => p.comments.length)).toEqual([1, 2]);
    expect((await photo(cast.admin, post.image!)).statusCode).toBe(200);

    expect(await scores()).toEqual(scoresBefore);
    expect(await leaderboard()).toEqual(leaderboardBefore);
    expect((scoresBefore as Array<{ score: number }>).some((s) => s.score > 0)).toBe(true);
  });

  it('a page is still full after leaving out blocked posts, and hasMore counts shown posts only', async () => {
    const { cast } = await scene();
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await sharePost(t.db, cast.admin.user.id, cast.game.id, { createdAt: new Date(base + i * 1000).toISOString() })).id);
      await sharePost(t.db, cast.author.user.id, cast.game.id, { createdAt: new Date(base + i * 1000 + 500).toISOString() });
    }
    await block(cast.participant, cast.author);
    const page = async (n: number) =>
      readDocument(t, { url: `/api/posts?gameId=${cast.game.id}&limit=2&page=${n}`, headers: cast.participant.headers }, postsPageSchema);
    const [first, second] = [await page(1), await page(2)];
    expect([first.posts.map((p: Post) => p.id), first.hasMore]).toEqual([[ids[2], ids[1]], true]);
    expect([second.posts.map((p: Post) => p.id), second.hasMore]).toEqual([[ids[0]], false]);
  });
});
