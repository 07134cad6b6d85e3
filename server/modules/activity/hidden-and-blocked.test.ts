import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { REMOVED_BY_MODERATORS } from '@contract/reports';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, createGame, sharePost, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { createComment } from '../comments/comments.service';

/** Recent Activity with hidden content and blocks (docs/decisions/0042-hidden-and-blocked-in-reads.md). */
describe('GET /api/activity with hidden content and blocks', () => {
  const t = useTestApp();
  const activity = (who: SignedInUser) => readDocument(t, { url: '/api/activity', headers: who.headers }, activityListSchema);
  const summary = async (who: SignedInUser) =>
    (await activity(who)).map((i) => [i.type, i.user.id === who.user.id ? 'me' : 'other', i.content, i.postContent, i.image !== null, i.isRemoved]);

  /** Me, a friend and a third person in one game: a post with a photo by the friend, my comment on it, their comment. */
  async function scene() {
    const [me, friend, third] = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];
    const game = await createGame(t.db, friend.user.id);
    await addParticipant(t.db, game.id, me.user.id);
    await addParticipant(t.db, game.id, third.user.id);
    const at = Date.now() - 60_000;
    const post = await sharePost(t.db, friend.user.id, game.id, {
      content: 'Climbed',
      image: toDataUrl(await testImageBytes()),
      createdAt: new Date(at).toISOString(),
    });
    const mine = await createComment(t.db, me.user.id, { content: 'Wow', postId: post.id }, new Date(at + 1000));
    const theirs = await createComment(t.db, third.user.id, { content: 'Cool', postId: post.id }, new Date(at + 2000));
    const myPost = await sharePost(t.db, me.user.id, game.id, { content: 'Walked', createdAt: new Date(at + 3000).toISOString() });
    const friendsComment = await createComment(t.db, friend.user.id, { content: 'Go you', postId: myPost.id }, new Date(at + 4000));
    return { me, friend, third, game, post, mine, theirs, myPost, friendsComment };
  }

  it('reads hidden posts and comments as removed, without the photo, except to their authors, who see them marked', async () => {
    const { me, friend, post, mine } = await scene();
    await t.db.execute(sql`update posts set hidden_by = 'reports', hidden_at = now() where id = ${post.id}`);
    await t.db.execute(sql`update comments set hidden_by = 'suspension', hidden_at = now() where id = ${mine.id}`);

    expect(await summary(me)).toEqual([
      ['comment', 'other', 'Go you', 'Walked', false, false],
      ['post', 'me', 'Walked', null, false, false],
      ['comment', 'other', 'Cool', REMOVED_BY_MODERATORS, false, false],
      ['comment', 'me', 'Wow', REMOVED_BY_MODERATORS, false, true],
      ['post', 'other', REMOVED_BY_MODERATORS, null, false, true],
    ]);
    expect(await summary(friend)).toEqual([
      ['comment', 'me', 'Go you', 'Walked', false, false],
      ['post', 'other', 'Walked', null, false, false],
      ['comment', 'other', 'Cool', 'Climbed', false, false],
      ['comment', 'other', REMOVED_BY_MODERATORS, 'Climbed', false, true],
      ['post', 'me', 'Climbed', null, true, true],
    ]);
  });

  it('folds a hidden post apart from its shown siblings of the same share', async () => {
    const [me, friend] = [await signInAs(t.db), await signInAs(t.db)];
    const games = [await createGame(t.db, friend.user.id), await createGame(t.db, friend.user.id)];
    for (const game of games) await addParticipant(t.db, game.id, me.user.id);
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    const [a, b] = [
      await sharePost(t.db, friend.user.id, games[0]!.id, { content: 'Same', createdAt }),
      await sharePost(t.db, friend.user.id, games[1]!.id, { content: 'Same', createdAt }),
    ];
    await t.db.execute(sql`update posts set hidden_by = 'moderators', hidden_at = now() where id = ${b.id}`);
    const items = await activity(me);
    expect(items.map((i) => [i.id, i.content, i.isMultiGame, i.isRemoved]).sort()).toEqual(
      [
        [a.id, 'Same', false, false],
        [b.id, REMOVED_BY_MODERATORS, false, true],
      ].sort(),
    );
  });

  it("leaves out, for the blocker only, the blocked person's posts and comments and the comments on their posts", async () => {
    const { me, friend, third } = await scene();
    const friendSawBefore = await activity(friend);
    await t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${me.user.id}, ${friend.user.id})`);

    // Left: my own post. Gone: the friend's post, their comment on mine, and every comment on their post.
    expect(await summary(me)).toEqual([['post', 'me', 'Walked', null, false, false]]);
    expect(await activity(friend)).toEqual(friendSawBefore);
    expect((await activity(third)).map((i) => i.content)).toEqual(['Go you', 'Walked', 'Cool', 'Wow', 'Climbed']);
  });
});
