import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, createGame, sharePost, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { createComment } from '../comments/comments.service';
import { FOLD_FACTOR } from './activity.document';

/** The fold and the merge of Recent Activity (docs/architecture.md §6), each answer in one statement and checked against its schema. */
describe('GET /api/activity as one document', () => {
  const t = useTestApp();
  const activity = (who: SignedInUser, query = '') => readDocument(t, { url: `/api/activity${query}`, headers: who.headers }, activityListSchema);

  /** Me and a friend, both in `count` games the friend made. */
  async function friendsInGames(count: number) {
    const me = await signInAs(t.db);
    const friend = await signInAs(t.db);
    const games = [];
    for (let i = 0; i < count; i++) {
      const game = await createGame(t.db, friend.user.id, { name: `Game ${i + 1}` });
      await addParticipant(t.db, game.id, me.user.id);
      games.push(game);
    }
    return { me, friend, games };
  }
  /** Moves a post inside its millisecond: the API writes whole milliseconds, other writers may not. */
  const shiftMicroseconds = (postId: string, micros: number) =>
    t.db.execute(sql`update posts set created_at = created_at + make_interval(secs => ${micros / 1e6}) where id = ${postId}`);

  it('is an empty list for someone in no game', async () => {
    expect(await activity(await signInAs(t.db))).toEqual([]);
  });

  it('folds one share into several games into one item: the first post, every game in order, the first photo present', async () => {
    const { me, friend, games } = await friendsInGames(3);
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    const share = (i: number, image?: string) => sharePost(t.db, friend.user.id, games[i]!.id, { content: 'Ran 5 km', createdAt, image });
    const [p1, p2, p3] = [await share(0), await share(1, toDataUrl(await testImageBytes())), await share(2)];
    // Newest first inside the millisecond: p1, p2, p3; the same millisecond still folds.
    await shiftMicroseconds(p1.id, 900);
    await shiftMicroseconds(p2.id, 500);
    await shiftMicroseconds(p3.id, 100);

    expect(await activity(me)).toEqual([
      {
        id: p1.id,
        type: 'post',
        content: 'Ran 5 km',
        createdAt,
        image: p2.image,
        user: friend.user,
        gameId: games[0]!.id,
        game: { name: 'Game 1' },
        games: games.map((g) => ({ id: g.id, name: g.name })),
        isMultiGame: true,
        postId: p1.id,
        postContent: null,
        isRedacted: false,
        isRemoved: false,
      },
    ]);
  });

  it('keeps apart posts differing in author, content or time, and lists a game once', async () => {
    const { me, friend, games } = await friendsInGames(4);
    const at = Date.now() - 60_000;
    const createdAt = new Date(at).toISOString();
    const share = (who: SignedInUser, game: number, content = 'Ran 5 km', when = createdAt) =>
      sharePost(t.db, who.user.id, games[game]!.id, { content, createdAt: when });
    const [a, b] = [await share(friend, 0), await share(friend, 0)];
    const byMe = await share(me, 1);
    const other = await share(friend, 2, 'Ran 6 km');
    const earlier = await share(friend, 3, 'Ran 5 km', new Date(at - 1).toISOString());

    const items = await activity(me);
    const first = [a.id, b.id].sort()[0];
    // Newest first; in one millisecond, by the id of each item's first post.
    expect(items.map((i) => i.id)).toEqual([...[first, byMe.id, other.id].sort(), earlier.id]);
    const twice = items.find((i) => i.id === first)!;
    expect([twice.games, twice.isMultiGame]).toEqual([[{ id: games[0]!.id, name: 'Game 1' }], false]);
    expect(items.every((i) => !i.isMultiGame && i.games.length === 1)).toBe(true);
  });

  it('shows a redacted post without its text, and folds it apart from its unredacted siblings', async () => {
    const { me, friend, games } = await friendsInGames(2);
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    const [kept, redacted] = [
      await sharePost(t.db, friend.user.id, games[0]!.id, { content: 'Secret', createdAt }),
      await sharePost(t.db, friend.user.id, games[1]!.id, { content: 'Secret', createdAt }),
    ];
    await t.request({ method: 'PATCH', url: `/api/posts/${redacted.id}/redact`, headers: friend.headers });
    const items = await activity(me);
    expect(items.map((i) => [i.id, i.content, i.isRedacted]).sort()).toEqual(
      [
        [kept.id, 'Secret', false],
        [redacted.id, '', true],
      ].sort(),
    );
  });

  it(`takes at most limit × ${FOLD_FACTOR} posts to fold: a share into more games lists part of them`, async () => {
    const { me, friend, games } = await friendsInGames(FOLD_FACTOR + 1);
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    for (const game of games) await sharePost(t.db, friend.user.id, game.id, { content: 'Everywhere', createdAt });
    const [one] = await activity(me, '?limit=1');
    expect([one!.games.length, one!.isMultiGame]).toEqual([FOLD_FACTOR, true]);
    expect((await activity(me))[0]!.games).toHaveLength(FOLD_FACTOR + 1);
  });

  it('interleaves posts and comments newest first, a post before a comment of the same millisecond, and cuts to the limit', async () => {
    const { me, friend, games } = await friendsInGames(1);
    const gameId = games[0]!.id;
    const step = 600_000;
    const base = Date.now() - 5 * step;
    const p1 = await sharePost(t.db, friend.user.id, gameId, { content: 'p1', createdAt: new Date(base + 3 * step).toISOString() });
    const p2 = await sharePost(t.db, friend.user.id, gameId, { content: 'p2', createdAt: new Date(base + step).toISOString() });
    const comment = (content: string, at: number) => createComment(t.db, me.user.id, { content, postId: p2.id }, new Date(at));
    await comment('c1', base + 2 * step);
    await comment('c2', base + 4 * step);
    const c3 = await comment('c3', base + 3 * step);
    await t.db.execute(sql`update comments set created_at = created_at + interval '500 microseconds' where id = ${c3.id}`);

    const items = await activity(me, '?limit=4');
    expect(items.map((i) => i.content)).toEqual(['c2', 'p1', 'c3', 'c1']);
    expect(items[1]).toMatchObject({ type: 'post', postId: p1.id, postContent: null });
    expect(items[0]).toMatchObject({ type: 'comment', postId: p2.id, postContent: 'p2', image: null, isRedacted: false, isMultiGame: false });
  });
});
