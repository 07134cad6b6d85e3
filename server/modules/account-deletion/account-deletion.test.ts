import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONFIRM_USERNAME_MISMATCH, PASSWORD_INCORRECT } from '@contract/account-deletion';
import { creatorLeaderboardSchema, playerLeaderboardSchema } from '@contract/leaderboard';
import { newAccount, post as postAs } from '../../../tests/support/auth-test-client';
import { recountMembershipCounters, recountPostCounters, storedPostCounters } from '../../../tests/support/counter-recount';
import { readDocument } from '../../../tests/support/document-reads';
import { gameBody, sharePost, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { recountBoards, type RecountedEntry } from '../../../tests/support/leaderboard-recount';
import { expectConversationsMatchRecount } from '../../../tests/support/messages';
import { expectAnswer, useTestApp, type TestApp } from '../../../tests/support/test-app';
import { games } from '../../db/schema/games';
import { images, posts, upvotes } from '../../db/schema/posts';
import { gameResults } from '../../db/schema/results';
import { sessions, users } from '../../db/schema/users';
import { seedDatabase } from '../../seed/seed-database';
import { SEED_SIZES } from '../../seed/seed-sizes';
import { hashPassword } from '../auth/password';
import { finalizeGame } from '../game-end/finalize-game';
import { refreshLeaderboards } from '../leaderboards/refresh';
import { deleteAccount } from './account-deletion.service';

/** DELETE /api/user (docs/decisions/0049-account-deletion.md), on PGlite and PostgreSQL. */
describe('deleting my account', () => {
  const t = useTestApp();
  const PASSWORD = 'a long enough password';
  let passwordHash: string;
  const withPassword = async () => {
    passwordHash ??= await hashPassword(PASSWORD);
    return signInAs(t.db, { passwordHash });
  };
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  const call = (who: SignedInUser | null, method: string, url: string, payload?: unknown) =>
    t.request({ method: method as 'GET', url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function ok<T = { id: string }>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return (status === 204 ? null : res.json()) as T;
  }
  const deleteMe = (who: SignedInUser | null, payload: unknown = { password: PASSWORD }) => call(who, 'DELETE', '/api/user', payload);

  /** An active public game made through the route (so every membership counter moves), started an hour ago. */
  async function activeGame(creator: SignedInUser) {
    const game = await ok(call(creator, 'POST', '/api/games', gameBody()), 201);
    await t.db.update(games).set({ startTime: new Date(Date.now() - 3_600_000) }).where(eq(games.id, game.id));
    return game;
  }
  const join = (who: SignedInUser, gameId: string) => ok(call(who, 'POST', `/api/games/${gameId}/join`), 200);
  const like = (who: SignedInUser, postId: string) => ok(call(who, 'PUT', `/api/posts/${postId}/upvote`, { upvoted: true }));
  const comment = (who: SignedInUser, postId: string) => ok(call(who, 'POST', '/api/comments', { postId, content: 'Nice' }), 201);

  describe('who may', () => {
    it('a visitor is 401; a wrong or missing password is 400 and deletes nothing', async () => {
      const me = await withPassword();
      expect((await deleteMe(null)).statusCode).toBe(401);
      await expectAnswer(deleteMe(me, { password: 'not my password' }), 400, { message: PASSWORD_INCORRECT });
      await expectAnswer(deleteMe(me, { confirm: me.user.username }), 400, { message: PASSWORD_INCORRECT });
      expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
      expect((await call(me, 'GET', '/api/auth/user')).statusCode).toBe(200);
    });

    it('the right password: 204, the cookie cleared, the session and the person gone', async () => {
      const me = await withPassword();
      const res = await deleteMe(me);
      expect(res.statusCode, res.body).toBe(204);
      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie?.value).toBe('');
      expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(0);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toHaveLength(0);
      expect((await call(me, 'GET', '/api/auth/user')).statusCode).toBe(401);
    });

    it('an OIDC account (no password) confirms with its username typed exactly', async () => {
      const me = await signInAs(t.db, { oidcIssuer: 'https://id.example.com', oidcSubject: `sub-${Date.now()}` });
      for (const confirm of [undefined, me.user.username!.toUpperCase(), `${me.user.username} `]) {
        await expectAnswer(deleteMe(me, confirm === undefined ? { password: 'anything' } : { confirm }), 400, { message: CONFIRM_USERNAME_MISMATCH });
      }
      expect((await deleteMe(me, { confirm: me.user.username })).statusCode).toBe(204);
      expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(0);
    });
  });

  it('takes everything of theirs, keeps finished results as "Deleted account", passes games on, and every counter equals a recount', async () => {
    const me = await withPassword();
    const [a, b, c] = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];

    // g1: mine, C joined first, B later and was made admin: B (earliest admin) gets it.
    const g1 = await activeGame(me);
    await join(c, g1.id);
    await join(b, g1.id);
    await ok(call(me, 'PUT', `/api/games/${g1.id}/participants/${b.user.id}/admin`, { isAdmin: true }));
    // g3: mine, no admin: C, who joined first, gets it.
    const g3 = await activeGame(me);
    await join(c, g3.id);
    await join(a, g3.id);
    // g4: mine, nobody else: it goes.
    const g4 = await activeGame(me);
    // g2: A's, where I post (one with a photo), like, comment and message.
    const g2 = await activeGame(a);
    for (const who of [me, b, c]) await join(who, g2.id);

    const mine1 = await sharePost(t.db, me.user.id, g1.id);
    await sharePost(t.db, b.user.id, g1.id);
    const cPost3 = await sharePost(t.db, c.user.id, g3.id);
    await sharePost(t.db, me.user.id, g4.id);
    const photo = await sharePost(t.db, me.user.id, g2.id, { image: toDataUrl(await testImageBytes()) });
    const mine2 = await sharePost(t.db, me.user.id, g2.id);
    const aPost = await sharePost(t.db, a.user.id, g2.id);
    const bPost = await sharePost(t.db, b.user.id, g2.id);
    for (const p of [aPost, bPost, cPost3]) await like(me, p.id);
    for (const p of [mine1, mine2, photo]) await like(b, p.id);
    await like(a, mine2.id);
    await comment(me, aPost.id);
    await comment(me, aPost.id);
    await comment(b, mine2.id);
    await comment(me, mine2.id);
    // Messages both ways, some unread.
    for (const [from, to] of [[me, a], [a, me], [me, b], [b, c]] as const) {
      await ok(call(from, 'POST', '/api/messages', { gameId: g2.id, recipientId: to.user.id, content: 'Hi' }), 201);
    }
    // Reports: mine of A's post, B's of my post (open: on the moderators' badge).
    await ok(call(me, 'POST', '/api/reports', { targetType: 'post', targetId: aPost.id, reason: 'spam' }), 201);
    await ok(call(b, 'POST', '/api/reports', { targetType: 'post', targetId: mine2.id, reason: 'spam' }), 201);

    // g5: A's finished game where I won gold with three posts.
    // A block each way comes after the likes below (a block refuses them).
    const g5 = await activeGame(a);
    for (const who of [me, b, c]) await join(who, g5.id);
    for (let i = 0; i < 3; i++) await sharePost(t.db, me.user.id, g5.id);
    for (let i = 0; i < 2; i++) await sharePost(t.db, b.user.id, g5.id);
    const cFinal = await sharePost(t.db, c.user.id, g5.id);
    await like(me, cFinal.id);
    await t.db.update(games).set({ endTime: new Date(Date.now() - 1000) }).where(eq(games.id, g5.id));
    expect(await finalizeGame(t.db, g5.id)).toBe(true);
    const before = await ok<Array<{ userId: string; user: { firstName: string | null; username: string | null }; position: number; score: number; medalType: string | null; popularVote: boolean }>>(
      call(a, 'GET', `/api/games/${g5.id}/results`),
    );
    expect(before.find((r) => r.userId === me.user.id)?.medalType).toBe('gold');

    await ok(call(me, 'PUT', `/api/users/${c.user.id}/block`), 204);
    await ok(call(c, 'PUT', `/api/users/${me.user.id}/block`), 204);
    expect((await call(a, 'GET', photo.image!)).statusCode).toBe(200);
    await expectEverythingRecounts(t, a, 'before');

    expect((await deleteMe(me)).statusCode).toBe(204);

    await expectEverythingRecounts(t, a, 'after');
    // Nothing of mine is left anywhere.
    const left = await rowsOf<{ n: number }>(sql`
      select (select count(*) from posts where user_id = ${me.user.id}) + (select count(*) from upvotes where user_id = ${me.user.id})
           + (select count(*) from comments where user_id = ${me.user.id}) + (select count(*) from messages where ${me.user.id} in (sender_id, recipient_id))
           + (select count(*) from conversations where ${me.user.id} in (user_id, other_user_id)) + (select count(*) from reports where ${me.user.id} in (reporter_id, target_user_id))
           + (select count(*) from user_blocks where ${me.user.id} in (blocker_id, blocked_id)) + (select count(*) from images where owner_id = ${me.user.id})
           + (select count(*) from game_participants where user_id = ${me.user.id}) + (select count(*) from game_results where user_id = ${me.user.id}) as n`);
    expect(Number(left[0]!.n)).toBe(0);
    expect((await call(a, 'GET', photo.image!)).statusCode).toBe(404);

    // Games: g1 to the earliest admin B, g3 to the first joiner C, g4 gone.
    const owners = await t.db.select({ id: games.id, creatorId: games.creatorId }).from(games);
    const ownerOf = new Map(owners.map((g) => [g.id, g.creatorId]));
    expect(ownerOf.get(g1.id)).toBe(b.user.id);
    expect(ownerOf.get(g3.id)).toBe(c.user.id);
    expect(ownerOf.has(g4.id)).toBe(false);
    expect(ownerOf.get(g2.id)).toBe(a.user.id);
    // B now manages g1 (edits it).
    expect((await call(b, 'PUT', `/api/games/${g1.id}`, gameBody({ name: 'Renamed' }))).statusCode).not.toBe(403);

    // The finished game's results: the same rows, mine now 'Deleted account' under another id.
    const after = await ok<typeof before>(call(a, 'GET', `/api/games/${g5.id}/results`));
    const strip = (rows: typeof before) => rows.map(({ position, score, medalType, popularVote }) => ({ position, score, medalType, popularVote }));
    expect(strip(after)).toEqual(strip(before));
    const others = (rows: typeof before) => rows.filter((r) => r.userId !== me.user.id && r.user.firstName !== 'Deleted account');
    expect(others(after)).toEqual(others(before));
    const gone = after.find((r) => r.medalType === 'gold')!;
    expect(gone.userId).not.toBe(me.user.id);
    expect(gone.user).toMatchObject({ firstName: 'Deleted account', username: null });
    expect(await t.db.select().from(gameResults).where(eq(gameResults.gameId, g5.id))).toHaveLength(before.length);

    // The username is free again.
    const again = await postAs(t.app, '/api/auth/signup', newAccount({ username: me.user.username }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('racing a post and a like of the same person: no 500, nothing of theirs left, counters equal a recount', async () => {
    const a = await signInAs(t.db);
    const game = await activeGame(a);
    const aPost = await sharePost(t.db, a.user.id, game.id);
    // The deletion first checks the password (scrypt) and then runs its transaction: the post and
    // the like start later and later across that time, measured here on this machine, so some
    // land before it, some while it runs (they find the person gone), some after (401).
    const probe = await withPassword();
    const started = performance.now();
    expect((await deleteMe(probe)).statusCode).toBe(204);
    const took = performance.now() - started;
    const delays = [0, 0.5, 0.7, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.3].map((f) => Math.round(f * took));
    const later = (ms: number, request: () => Promise<Awaited<ReturnType<typeof call>>>) =>
      new Promise<Awaited<ReturnType<typeof call>>>((resolve, reject) => setTimeout(() => request().then(resolve, reject), ms));
    for (const [round, delay] of delays.entries()) {
      const me = await withPassword();
      await join(me, game.id);
      await sharePost(t.db, me.user.id, game.id);
      const [deleted, posted, liked] = await Promise.all([
        deleteMe(me),
        later(delay, () => call(me, 'POST', '/api/posts', { gameId: game.id, content: 'Racing' })),
        later(delay, () => call(me, 'PUT', `/api/posts/${aPost.id}/upvote`, { upvoted: true })),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      for (const res of [posted, liked]) expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await t.db.select().from(posts).where(eq(posts.userId, me.user.id))).toHaveLength(0);
      expect(await t.db.select().from(upvotes).where(eq(upvotes.userId, me.user.id))).toHaveLength(0);
      expect(await t.db.select().from(images).where(eq(images.ownerId, me.user.id))).toHaveLength(0);
      await expectEverythingRecounts(t, a, `round ${round}`);
    }
  });
});

/**
 * Every counter a deletion touches next to its recount:
 * post, like and comment counters, memberships, conversation rows, the moderators' open-report
 * badges, and every leaderboard as its route answers it after a refresh.
 */
async function expectEverythingRecounts(t: TestApp, viewer: SignedInUser, label: string): Promise<void> {
  expect(await storedPostCounters(t.db), label).toEqual(await recountPostCounters(t.db));
  const { gameRows, statRows } = await recountMembershipCounters(t.db);
  for (const g of gameRows) expect(Number(g.stored), `${label}: participant_count`).toBe(Number(g.counted));
  for (const s of statRows) {
    expect([s.games_joined, s.games_created, s.creator_participants, s.creator_largest_game].map(Number), `${label}: user_stats ${s.user_id}`).toEqual(
      [s.joined, s.created, s.participants, s.largest].map(Number),
    );
  }
  await expectConversationsMatchRecount(t.db);
  const open = ((await t.db.execute(sql`
    select g.open_report_count as stored,
           (select count(*)::int from reports r where r.game_id = g.id and r.status = 'open' and r.target_type in ('post', 'comment')) as counted
    from games g`)) as unknown as { rows: Array<{ stored: number; counted: number }> }).rows;
  for (const row of open) expect(Number(row.stored), `${label}: open reports`).toBe(Number(row.counted));
  const now = new Date();
  await refreshLeaderboards(t.db, { now });
  for (const [key, entries] of await recountBoards(t.db, now)) {
    const [kind, frame, metric] = key.split(':');
    const url = `/api/leaderboard/${kind}?timeFrame=${frame}&metric=${metric}`;
    if (kind === 'players') {
      const body = await readDocument(t, { url, headers: viewer.headers }, playerLeaderboardSchema);
      const got: RecountedEntry[] = body.entries.map(({ rank, user, ...figures }) => ({ rank, id: user.id, figures }));
      expect(got, `${label}: ${url}`).toEqual(entries);
    } else {
      const body = await readDocument(t, { url, headers: viewer.headers }, creatorLeaderboardSchema);
      const got: RecountedEntry[] = body.entries.map(({ rank, user, ...figures }) => ({ rank, id: user.id, figures }));
      expect(got, `${label}: ${url}`).toEqual(entries);
    }
  }
}

/** Decision 0049 on the benchmark's seeded community (server/seed, its test size), PGlite and PostgreSQL. */
describe('deleting accounts in a seeded community', () => {
  const t = useTestApp();
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("on the benchmark's seeded community: deleting its busiest people keeps every counter equal to a recount", async () => {
    await seedDatabase(t.db, SEED_SIZES.test);
    // The seeder leaves results to the finaliser: finish what has ended, so medals are in play.
    const ended = await rowsOf<{ id: string }>(sql`select id from games where end_time < now() and finalized_at is null`);
    for (const { id } of ended) await finalizeGame(t.db, id);
    const viewer = await signInAs(t.db);
    await expectEverythingRecounts(t, viewer, 'seeded');
    const busiest = await rowsOf<{ id: string; results: number; created: number }>(sql`
      select u.id, (select count(*)::int from game_results r where r.user_id = u.id) as results,
             (select count(*)::int from games g where g.creator_id = u.id) as created
      from users u
      order by (select count(*) from posts p where p.user_id = u.id) + (select count(*) from upvotes v where v.user_id = u.id)
             + 10 * (select count(*) from games g where g.creator_id = u.id) + (select count(*) from messages m where m.sender_id = u.id) desc, u.id
      limit 4`);
    expect(busiest.some((b) => b.results > 0)).toBe(true);
    expect(busiest.some((b) => b.created > 0)).toBe(true);
    const resultsBefore = await rowsOf<{ n: number }>(sql`select count(*)::int as n from game_results`);
    for (const { id } of busiest) {
      await deleteAccount(t.db, id);
      await expectEverythingRecounts(t, viewer, `seeded, after deleting ${id}`);
    }
    // Finished results stay unless their game went (a game with nobody else in it).
    const resultsAfter = await rowsOf<{ n: number }>(sql`select count(*)::int as n from game_results`);
    const placeholders = await rowsOf<{ n: number }>(sql`select count(*)::int as n from users where oidc_issuer = 'urn:deleted-account'`);
    expect(Number(placeholders[0]!.n)).toBe(busiest.filter((b) => b.results > 0).length);
    expect(Number(resultsAfter[0]!.n)).toBeLessThanOrEqual(Number(resultsBefore[0]!.n));
  });
});
