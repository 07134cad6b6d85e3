import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerLeaderboardSchema } from '@contract/leaderboard';
import { readDocument } from '../../../tests/support/document-reads';
import { recountPostCounters, storedPostCounters } from '../../../tests/support/counter-recount';
import { createGameCast, sharePost, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { recountBoards, type RecountedEntry } from '../../../tests/support/leaderboard-recount';
import { useTestApp } from '../../../tests/support/test-app';
import { games } from '../../db/schema/games';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { finalizeGame } from '../game-end/finalize-game';
import { refreshLeaderboards } from '../leaderboards/refresh';

/**
 * Decision 0040: a hidden post's point (and its likes) is out of every score and leaderboard
 * counter while its game is not finalised, and back when it is restored; the counters equal a
 * recount that skips posts whose score is withheld, after each step, on PGlite and PostgreSQL.
 */
describe('moderation keeps the counters equal to a recount', () => {
  const t = useTestApp();

  async function compareAll(viewer: SignedInUser, label: string) {
    expect(await storedPostCounters(t.db), label).toEqual(await recountPostCounters(t.db));
    const open = (await t.db.execute(sql`
      select g.id, g.open_report_count as stored,
             (select count(*)::int from reports r where r.game_id = g.id and r.status = 'open') as counted
      from games g`)) as unknown as { rows: Array<{ stored: number; counted: number }> };
    for (const row of open.rows) expect(Number(row.stored), `${label}: open reports`).toBe(Number(row.counted));
    const now = new Date();
    await refreshLeaderboards(t.db, { now });
    // The players' boards a post's point and likes are on (the creators' figures also count
    // participants, which this test's factory adds without their counters; creator_accomplishments
    // is in the counters compared above).
    for (const [key, entries] of await recountBoards(t.db, now)) {
      const [kind, frame, metric] = key.split(':');
      if (kind !== 'players' || !['accomplishments', 'popular-votes'].includes(metric!)) continue;
      const schema = playerLeaderboardSchema;
      const url = `/api/leaderboard/${kind}?timeFrame=${frame}&metric=${metric}`;
      const body = await readDocument(t, { url, headers: viewer.headers }, schema);
      const got: RecountedEntry[] = body.entries.map(({ rank, user, ...figures }) => ({ rank, id: user.id, figures }));
      expect(got, `${label}: ${url}`).toEqual(entries);
    }
  }

  const post = (who: SignedInUser, url: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, headers: who.headers, payload });
  async function ok(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { id: string; status?: string };
  }
  const like = (who: SignedInUser, postId: string, upvoted: boolean) =>
    ok(t.request({ method: 'PUT', url: `/api/posts/${postId}/upvote`, headers: who.headers, payload: { upvoted } }));
  const report = (who: SignedInUser, targetType: string, targetId: string) =>
    ok(post(who, '/api/reports', { targetType, targetId, reason: 'spam' }), 201);
  async function stateOf(postId: string) {
    const [row] = await t.db.select({ by: posts.hiddenBy, withheld: posts.scoreWithheld }).from(posts).where(eq(posts.id, postId));
    return row;
  }

  it('after hide, likes while hidden, dismiss, suspend, unsuspend, deletion and finalisation', async () => {
    const cast = await createGameCast(t.db);
    const { game, creator, admin, participant, author } = cast;
    const operator = await signInAs(t.db);
    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.user.id));
    const p1 = await sharePost(t.db, author.user.id, game.id);
    const p2 = await sharePost(t.db, author.user.id, game.id);
    const p3 = await sharePost(t.db, participant.user.id, game.id);
    await like(participant, p1.id, true);
    await like(admin, p1.id, true);
    await like(creator, p2.id, true);
    await ok(post(participant, '/api/comments', { postId: p1.id, content: 'Nice' }), 201);
    await compareAll(operator, 'start');

    const reports = [await report(participant, 'post', p1.id), await report(admin, 'post', p1.id), await report(creator, 'post', p1.id)];
    expect(await stateOf(p1.id)).toEqual({ by: 'reports', withheld: true });
    await compareAll(operator, 'hidden by three reports');

    // Likes given and taken back while it is hidden move nothing but its own count.
    await like(creator, p1.id, true);
    await compareAll(operator, 'a like while hidden');
    await like(admin, p1.id, false);
    await compareAll(operator, 'a like taken back while hidden');

    await ok(post(creator, `/api/games/${game.id}/reports/${reports[0]!.id}/resolve`, { action: 'dismiss' }));
    expect(await stateOf(p1.id)).toEqual({ by: null, withheld: false });
    await compareAll(operator, 'dismissed: restored');

    await ok(post(admin, `/api/games/${game.id}/reports/${reports[1]!.id}/resolve`, { action: 'hide' }));
    expect(await stateOf(p1.id)).toEqual({ by: 'moderators', withheld: true });
    await compareAll(operator, 'hidden by a moderator');

    // An operator suspends the author through a report of their other post.
    const onP2 = await report(participant, 'post', p2.id);
    const onAuthor = await report(creator, 'user', author.user.id);
    expect(await ok(post(operator, `/api/admin/reports/${onP2.id}/resolve`, { action: 'suspend' }))).toEqual({ id: onP2.id, status: 'removed' });
    // Every open report on the suspended person and what they wrote is closed with it.
    const queue = await t.request({ method: 'GET', url: '/api/admin/reports', headers: operator.headers });
    expect(queue.json().reports.map((r: { id: string }) => r.id)).not.toContain(onAuthor.id);
    expect(queue.json().reports.filter((r: { author: { id: string } }) => r.author.id === author.user.id)).toEqual([]);
    expect(await stateOf(p2.id)).toEqual({ by: 'suspension', withheld: true });
    expect(await stateOf(p1.id)).toEqual({ by: 'moderators', withheld: true });
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: author.headers })).statusCode).toBe(401);
    await compareAll(operator, 'suspended');
    const suspended = await t.request({ method: 'GET', url: '/api/admin/suspended', headers: operator.headers });
    expect(suspended.json().users.map((s: { user: { id: string } }) => s.user.id)).toContain(author.user.id);

    const lifted = await t.request({ method: 'DELETE', url: `/api/admin/users/${author.user.id}/suspension`, headers: operator.headers });
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect(await stateOf(p2.id)).toEqual({ by: null, withheld: false });
    expect(await stateOf(p1.id)).toEqual({ by: 'moderators', withheld: true });
    await compareAll(operator, 'suspension lifted');

    // The author deletes the hidden post (a fresh session: the suspension ended the old ones).
    await report(admin, 'post', p2.id);
    const back = await signInAsExisting(author.user.id);
    const deleted = await t.request({ method: 'DELETE', url: `/api/posts/${p1.id}`, headers: back.headers });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await compareAll(operator, 'hidden post deleted');

    // Hidden when the game is finalised: results are final, a later dismissal moves nothing.
    const onP3 = [await report(admin, 'post', p3.id), await report(creator, 'post', p3.id), await report(back, 'post', p3.id)];
    expect(await stateOf(p3.id)).toEqual({ by: 'reports', withheld: true });
    await t.db.update(games).set({ endTime: new Date(Date.now() - 1000) }).where(eq(games.id, game.id));
    expect(await finalizeGame(t.db, game.id)).toBe(true);
    await ok(post(creator, `/api/games/${game.id}/reports/${onP3[0]!.id}/resolve`, { action: 'dismiss' }));
    expect(await stateOf(p3.id)).toEqual({ by: null, withheld: true });
    await compareAll(operator, 'finalised, then restored');
  });

  async function signInAsExisting(userId: string): Promise<SignedInUser> {
    const { issueSessionToken, SESSION_COOKIE } = await import('../../plugins/session');
    const token = await issueSessionToken(t.db, userId);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    return { user: { id: row!.id } as SignedInUser['user'], token, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
  }
});
