import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorLeaderboardSchema, playerLeaderboardSchema } from '@contract/leaderboard';
import { readDocument } from '../../../tests/support/document-reads';
import { gameBody, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { HttpError } from '../../http-error';
import { seededRandom } from '../../seed/seeded-random';
import { finalizeGame } from '../game-end/finalize-game';
import { createPost } from '../posts/posts.service';
import { setUpvote } from '../posts/upvotes.service';
import { refreshLeaderboards } from './refresh';
import { recountBoards, type RecountedEntry } from '../../../tests/support/leaderboard-recount';

const DAY = 86_400_000;

/**
 * Every board of docs/architecture.md §6 against a recount from the source rows, after a seeded random sequence
 * of joins, leaves, posts (now, offline-late, and back-dated up to 35 days through the service's
 * clock), likes (now and back-dated), unlikes, deletions, redactions, game ends and a deleted game; then again with
 * the clock moved on 2 and 31 days, so the 30-day frame drops what fell out of it.
 */
describe('leaderboards against a recount', () => {
  const t = useTestApp();

  /** Compares every board; answers how many entries each board had, to check the test is not vacuous. */
  async function compareAll(viewer: SignedInUser, now: Date, label: string) {
    await refreshLeaderboards(t.db, { now });
    const expected = await recountBoards(t.db, now);
    const sizes: Record<string, number> = {};
    for (const [key, entries] of expected) {
      const [kind, frame, metric] = key.split(':');
      const schema = kind === 'players' ? playerLeaderboardSchema : creatorLeaderboardSchema;
      const url = `/api/leaderboard/${kind}?timeFrame=${frame}&metric=${metric}`;
      const body = await readDocument(t, { url, headers: viewer.headers }, schema);
      const got: RecountedEntry[] = body.entries.map(({ rank, user, ...figures }) => ({ rank, id: user.id, figures }));
      expect(got, `${label}: ${url}`).toEqual(entries);
      sizes[key] = entries.length;
    }
    return sizes;
  }

  it('keeps every metric equal to the recount in both frames', async () => {
    const seed = Number(process.env.RECOUNT_SEED ?? 14_000_014);
    const rng = seededRandom(seed);
    const names = [['Ann', 'Lee'], ['Ann', 'Lee'], ['bob', null], ['Éva', 'Kun'], ['eva', 'Kun'], [null, null], ['Zoë', 'A'], ['Cy', 'Ng']];
    const people: SignedInUser[] = [];
    for (const [firstName, lastName] of names) people.push(await signInAs(t.db, { firstName, lastName }));
    const gameIds: string[] = [];
    const starts = [40, 40, 10, 0.01];
    for (const [i, daysAgo] of starts.entries()) {
      const res = await t.request({ method: 'POST', url: '/api/games', headers: people[i]!.headers, payload: gameBody() });
      expect(res.statusCode, res.body).toBe(201);
      gameIds.push(res.json().id);
      await t.db.execute(sql`update games set start_time = now() - ${`${daysAgo * DAY} milliseconds`}::interval where id = ${res.json().id}`);
    }
    for (const gameId of gameIds) {
      for (const person of people) {
        if (rng.chance(0.6)) await t.request({ method: 'POST', url: `/api/games/${gameId}/join`, headers: person.headers });
      }
    }
    // The posts in the order the steps made them, not by their random ids: the same seed then takes
    // the same path every run (picking by id order made the boards' sizes, checked below, vary).
    const made: string[] = [];
    const postsOf = async () => {
      const rows = ((await t.db.execute(sql`select id, user_id from posts`)) as unknown as { rows: { id: string; user_id: string }[] }).rows;
      const byId = new Map(rows.map((row) => [row.id, row]));
      return made.flatMap((id) => byId.get(id) ?? []);
    };
    const asPerson = (id: string) => people.find((p) => p.user.id === id)!;
    const ignoreRefusal = (error: unknown) => {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    };

    const act = async (step: number) => {
      const who = rng.pick(people);
      const gameId = rng.pick(gameIds);
      const roll = rng.next();
      const known = await postsOf();
      const post = known.length ? rng.pick(known) : undefined;
      let res;
      if (roll < 0.15) res = await t.request({ method: 'POST', url: `/api/games/${gameId}/join`, headers: who.headers });
      else if (roll < 0.22) res = await t.request({ method: 'POST', url: `/api/games/${gameId}/leave`, headers: who.headers });
      else if (roll < 0.4) {
        const createdAt = new Date(Date.now() - rng.next() * 6 * DAY).toISOString();
        res = await t.request({ method: 'POST', url: '/api/posts', headers: who.headers, payload: { content: `p${step}`, gameId, createdAt } });
        if (res.statusCode === 201) made.push(res.json().id);
      } else if (roll < 0.55) {
        const at = new Date(Date.now() - rng.next() * 35 * DAY);
        await createPost(t.db, who.user.id, { content: `old ${step}`, gameId, image: null }, at).then((p) => made.push(p.id), ignoreRefusal);
      } else if (roll < 0.7 && post) {
        res = await t.request({ method: 'PUT', url: `/api/posts/${post.id}/upvote`, headers: who.headers, payload: { upvoted: rng.chance(0.75) } });
      } else if (roll < 0.8 && post) {
        await setUpvote(t.db, who.user.id, post.id, true, new Date(Date.now() - rng.next() * 33 * DAY)).catch(ignoreRefusal);
      } else if (roll < 0.9 && post) {
        res = await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: asPerson(post.user_id).headers });
      } else if (post) {
        res = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}/redact`, headers: asPerson(post.user_id).headers });
      }
      if (res) expect(res.statusCode, `step ${step}: ${res.body}`).toBeLessThan(500);
    };

    for (let step = 0; step < 200; step++) {
      await act(step);
      // A game is deleted on the way (docs/architecture.md §6: its posts no longer count, in either frame).
      if (step === 150) {
        const res = await t.request({ method: 'DELETE', url: `/api/games/${gameIds[2]}`, headers: people[2]!.headers });
        expect(res.statusCode, res.body).toBe(200);
      }
      // Two games end on the way: their results and medals land in the all-time boards.
      if (step === 110 || step === 170) {
        const gameId = gameIds[step === 110 ? 3 : 1]!;
        await t.db.execute(sql`update games set end_time = now() - interval '1 second' where id = ${gameId}`);
        expect(await finalizeGame(t.db, gameId)).toBe(true);
      }
    }
    const medals = (await t.db.execute(sql`select count(*)::int as n from game_results where medal_type is not null`)) as unknown as { rows: { n: number }[] };
    expect(medals.rows[0]!.n, 'some medals were given').toBeGreaterThan(0);

    const now = Date.now();
    const today = await compareAll(people[0]!, new Date(now), `seed ${seed}, now`);
    const later = await compareAll(people[0]!, new Date(now + 2 * DAY), `seed ${seed}, in 2 days`);
    const gone = await compareAll(people[0]!, new Date(now + 31 * DAY), `seed ${seed}, in 31 days`);
    // Not vacuous: most people are on the boards, and the frame moved.
    expect(today['players:30days:accomplishments']).toBeGreaterThanOrEqual(5);
    expect(today['creators:30days:participants']).toBeGreaterThanOrEqual(3);
    expect(today['players:alltime:medals']).toBeGreaterThanOrEqual(2);
    expect(later['players:alltime:accomplishments']).toBe(today['players:alltime:accomplishments']);
    for (const [key, size] of Object.entries(gone)) if (key.includes(':30days:')) expect(size, key).toBe(0);
  });
});
