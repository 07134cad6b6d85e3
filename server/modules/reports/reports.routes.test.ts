import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationReportsSchema, myReportsSchema, REPORTS_PER_HOUR } from '@contract/reports';
import { games } from '../../db/schema/games';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { readDocument } from '../../../tests/support/document-reads';
import { createGameCast, sharePost, signInAs, type GameCast, type SignedInUser } from '../../../tests/support/factories';
import { send } from '../../../tests/support/messages';
import { useTestApp } from '../../../tests/support/test-app';
import { REPLAYED_HEADER } from '../../plugins/idempotency';
import { TOO_MANY_REPORTS } from './report-rate-limit';
import { NOT_FOUND, OWN_CONTENT } from './report-target';

describe('reports', () => {
  const t = useTestApp();

  const report = (who: SignedInUser, targetType: string, targetId: string, extra: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: '/api/reports', headers: who.headers, payload: { targetType, targetId, reason: 'spam', ...extra } });
  const resolve = (who: SignedInUser, gameId: string, reportId: string, action: 'dismiss' | 'hide') =>
    t.request({ method: 'POST', url: `/api/games/${gameId}/reports/${reportId}/resolve`, headers: who.headers, payload: { action } });

  async function gameWithPost() {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    return { cast, post };
  }

  async function openCount(gameId: string) {
    const [row] = await t.db.select({ n: games.openReportCount }).from(games).where(eq(games.id, gameId));
    return row!.n;
  }

  async function hiddenBy(postId: string) {
    const [row] = await t.db.select({ by: posts.hiddenBy }).from(posts).where(eq(posts.id, postId));
    return row!.by;
  }

  it('makes one report per person and target: 201, then 200 with the same id; the game counts it once', async () => {
    const { cast, post } = await gameWithPost();
    const first = await report(cast.participant, 'post', post.id, { note: 'Not a real walk' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await report(cast.participant, 'post', post.id, { reason: 'other' });
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect(await openCount(cast.game.id)).toBe(1);
  });

  it('makes one report of two sent at once (the unique index decides)', async () => {
    const { cast, post } = await gameWithPost();
    const [a, b] = await Promise.all([report(cast.participant, 'post', post.id), report(cast.participant, 'post', post.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await openCount(cast.game.id)).toBe(1);
  });

  it('refuses own content with 400 and what the reporter cannot see with 404', async () => {
    const { cast, post } = await gameWithPost();
    const own = await report(cast.author, 'post', post.id);
    expect([own.statusCode, own.json()]).toEqual([400, { message: OWN_CONTENT.post }]);
    const self = await report(cast.author, 'user', cast.author.user.id);
    expect([self.statusCode, self.json()]).toEqual([400, { message: OWN_CONTENT.user }]);
    const stranger = await report(cast.stranger, 'post', post.id);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: NOT_FOUND.post }]);
    const missing = await report(cast.participant, 'comment', crypto.randomUUID());
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: NOT_FOUND.comment }]);
    // A person: only someone sharing a game with them.
    expect((await report(cast.stranger, 'user', cast.author.user.id)).statusCode).toBe(404);
    expect((await report(cast.participant, 'user', cast.author.user.id)).statusCode).toBe(201);
  });

  it('lets a message be reported by its recipient only', async () => {
    const cast = await createGameCast(t.db);
    const messageId = (await send(t, cast.author, cast.participant, cast.game.id, 'You are slow')).id;
    expect((await report(cast.author, 'message', messageId)).statusCode).toBe(400);
    expect((await report(cast.admin, 'message', messageId)).statusCode).toBe(404);
    expect((await report(cast.participant, 'message', messageId, { reason: 'harassment' })).statusCode).toBe(201);
  });

  it(`answers 429 with Retry-After past ${REPORTS_PER_HOUR} reports an hour; repeats and refusals cost nothing`, async () => {
    const me = await signInAs(t.db);
    const casts: GameCast[] = [];
    for (let i = 0; i < 3; i++) casts.push(await createGameCast(t.db));
    const targets: string[] = [];
    for (const cast of casts) {
      await t.db.execute(sql`insert into game_participants (game_id, user_id) values (${cast.game.id}, ${me.user.id})`);
      for (let i = 0; i < 7; i++) targets.push((await sharePost(t.db, cast.author.user.id, cast.game.id)).id);
    }
    for (const [i, id] of targets.slice(0, REPORTS_PER_HOUR).entries()) {
      const res = await report(me, 'post', id);
      expect(res.statusCode, `report ${i + 1}`).toBe(201);
      // The same report again, and a refused one, are not counted.
      if (i === 0) {
        expect((await report(me, 'post', id)).statusCode).toBe(200);
        expect((await report(me, 'post', crypto.randomUUID())).statusCode).toBe(404);
      }
    }
    const over = await report(me, 'post', targets[REPORTS_PER_HOUR]!);
    expect([over.statusCode, over.json()]).toEqual([429, { message: TOO_MANY_REPORTS }]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('replays an Idempotency-Key: the stored answer, without a second report', async () => {
    const { cast, post } = await gameWithPost();
    const key = crypto.randomUUID();
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/reports',
        headers: { ...cast.participant.headers, 'idempotency-key': key },
        payload: { targetType: 'post', targetId: post.id, reason: 'spam' },
      });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(201);
    expect([replay.statusCode, replay.json(), replay.headers[REPLAYED_HEADER]]).toEqual([201, first.json(), 'true']);
    expect(await openCount(cast.game.id)).toBe(1);
  });

  it('hides a post at the third reporter and shows it again when a dismissal leaves two', async () => {
    const { cast, post } = await gameWithPost();
    const ids: string[] = [];
    for (const who of [cast.participant, cast.admin]) ids.push((await report(who, 'post', post.id)).json().id);
    expect(await hiddenBy(post.id)).toBeNull();
    ids.push((await report(cast.creator, 'post', post.id)).json().id);
    expect(await hiddenBy(post.id)).toBe('reports');
    expect(await openCount(cast.game.id)).toBe(3);

    const dismissed = await resolve(cast.creator, cast.game.id, ids[0]!, 'dismiss');
    expect([dismissed.statusCode, dismissed.json()]).toEqual([200, { id: ids[0], status: 'dismissed' }]);
    expect(await hiddenBy(post.id)).toBeNull();
    expect(await openCount(cast.game.id)).toBe(2);

    // Resolved already: 404. Hide: every open report of it 'removed', and it stays hidden.
    const twice = await resolve(cast.creator, cast.game.id, ids[0]!, 'dismiss');
    expect(twice.statusCode).toBe(404);
    const hidden = await resolve(cast.admin, cast.game.id, ids[1]!, 'hide');
    expect([hidden.statusCode, hidden.json()]).toEqual([200, { id: ids[1], status: 'removed' }]);
    expect(await hiddenBy(post.id)).toBe('moderators');
    expect(await openCount(cast.game.id)).toBe(0);
    const mine = await readDocument(t, { url: '/api/reports/mine', headers: cast.creator.headers }, myReportsSchema);
    expect(mine.reports.map((r) => [r.id, r.status])).toEqual([[ids[2], 'removed']]);
    expect(mine.reports[0]!.summary).toContain(`in ${cast.game.name}`);
  });

  it("never names the reporter in a moderator's answer", async () => {
    const { cast, post } = await gameWithPost();
    const reporter = await signInAs(t.db, { firstName: 'Quintessa', lastName: 'Reportington', email: 'quintessa@example.com' });
    await t.db.execute(sql`insert into game_participants (game_id, user_id) values (${cast.game.id}, ${reporter.user.id})`);
    expect((await report(reporter, 'post', post.id, { note: 'Looks fake to me' })).statusCode).toBe(201);
    expect((await report(reporter, 'user', cast.author.user.id)).statusCode).toBe(201);
    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, cast.stranger.user.id));

    const queue = await readDocument(t, { url: `/api/games/${cast.game.id}/reports`, headers: cast.creator.headers }, moderationReportsSchema);
    expect(queue.reports).toHaveLength(1);
    expect(queue.reports[0]).toMatchObject({ targetType: 'post', targetId: post.id, reporterCount: 1, content: post.content, hidden: false });
    expect(queue.reports[0]!.author).toEqual(cast.author.user);
    const admin = await readDocument(t, { url: '/api/admin/reports', headers: cast.stranger.headers }, moderationReportsSchema);
    const theirs = admin.reports.filter((r) => r.targetId === post.id || r.targetId === cast.author.user.id);
    expect(theirs.map((r) => r.targetType).sort()).toEqual(['post', 'user']);
    for (const answer of [JSON.stringify(queue), JSON.stringify(admin)]) {
      for (const secret of [reporter.user.id, reporter.user.username!, 'Quintessa', 'Reportington', 'quintessa@example.com']) {
        expect(answer).not.toContain(secret);
      }
    }
  });
});
