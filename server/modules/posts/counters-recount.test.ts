import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { comments, posts, upvotes } from '../../db/schema/posts';
import { userDailyStats, userStats } from '../../db/schema/users';

const DAY = 86_400_000;

/** A small seeded PRNG (mulberry32): the same seed replays the same sequence when a run fails. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const nonZero = (entries: [string, number][]) => new Map(entries.filter(([, n]) => n !== 0));

/**
 * Test-only: every counter recomputed from the rows themselves, the way the write path must keep
 * them. Deliberately the slow full aggregation that production never runs.
 */
async function recount(db: Database) {
  const [allPosts, allLikes, allComments, allGames] = await Promise.all([
    db.select().from(posts),
    db.select().from(upvotes),
    db.select().from(comments),
    db.select().from(games),
  ]);
  const postById = new Map(allPosts.map((p) => [p.id, p]));
  const creatorOf = new Map(allGames.map((g) => [g.id, g.creatorId]));
  const expected = {
    postCount: new Map<string, number>(),
    score: new Map<string, number>(),
    upvotesReceived: new Map<string, number>(),
    upvoteCount: new Map<string, number>(),
    commentCount: new Map<string, number>(),
    totalAccomplishments: new Map<string, number>(),
    totalUpvotes: new Map<string, number>(),
    creatorAccomplishments: new Map<string, number>(),
    dailyAccomplishments: new Map<string, number>(),
    dailyUpvotes: new Map<string, number>(),
    dailyCreator: new Map<string, number>(),
  };
  for (const p of allPosts) {
    const creator = creatorOf.get(p.gameId)!;
    tally(expected.postCount, p.gameId);
    tally(expected.score, `${p.gameId}/${p.userId}`);
    tally(expected.totalAccomplishments, p.userId);
    tally(expected.creatorAccomplishments, creator);
    tally(expected.dailyAccomplishments, `${p.userId}/${dayOf(p.createdAt)}`);
    tally(expected.dailyCreator, `${creator}/${dayOf(p.createdAt)}`);
  }
  for (const like of allLikes) {
    const p = postById.get(like.postId)!;
    tally(expected.upvoteCount, p.id);
    tally(expected.upvotesReceived, `${p.gameId}/${p.userId}`);
    tally(expected.totalUpvotes, p.userId);
    tally(expected.dailyUpvotes, `${p.userId}/${dayOf(like.createdAt)}`);
  }
  for (const c of allComments) tally(expected.commentCount, c.postId);
  return expected;
}

/** What the write path kept, in the same shape (zeros dropped: a counter row may outlive its last event). */
async function stored(db: Database) {
  const [allGames, members, allPosts, stats, daily] = await Promise.all([
    db.select().from(games),
    db.select().from(gameParticipants),
    db.select().from(posts),
    db.select().from(userStats),
    db.select().from(userDailyStats),
  ]);
  return {
    postCount: nonZero(allGames.map((g) => [g.id, g.postCount])),
    score: nonZero(members.map((m) => [`${m.gameId}/${m.userId}`, m.score])),
    upvotesReceived: nonZero(members.map((m) => [`${m.gameId}/${m.userId}`, m.upvotesReceived])),
    upvoteCount: nonZero(allPosts.map((p) => [p.id, p.upvoteCount])),
    commentCount: nonZero(allPosts.map((p) => [p.id, p.commentCount])),
    totalAccomplishments: nonZero(stats.map((s) => [s.userId, s.totalAccomplishments])),
    totalUpvotes: nonZero(stats.map((s) => [s.userId, s.totalUpvotes])),
    creatorAccomplishments: nonZero(stats.map((s) => [s.userId, s.creatorAccomplishments])),
    dailyAccomplishments: nonZero(daily.map((d) => [`${d.userId}/${d.day}`, d.accomplishments])),
    dailyUpvotes: nonZero(daily.map((d) => [`${d.userId}/${d.day}`, d.upvotesReceived])),
    dailyCreator: nonZero(daily.map((d) => [`${d.userId}/${d.day}`, d.creatorAccomplishments])),
  };
}

describe('counters against a full recount', () => {
  const t = useTestApp();

  it('stay exact through a random sequence of posts, likes, comments, deletes and redactions', async () => {
    const seed = Number(process.env.RECOUNT_SEED ?? 20_260_520);
    const rng = random(seed);
    const people: SignedInUser[] = [];
    for (let i = 0; i < 6; i++) people.push(await signInAs(t.db));
    const gameList: Awaited<ReturnType<typeof createGame>>[] = [];
    for (let g = 0; g < 3; g++) {
      const game = await createGame(t.db, people[g]!.user.id, { startTime: new Date(Date.now() - 6 * DAY) });
      for (const person of people) if (person !== people[g] && rng.next() < 0.8) await addParticipant(t.db, game.id, person.user.id);
      gameList.push(game);
    }
    const photo = toDataUrl(await testImageBytes());
    const statuses: number[] = [];

    /** One random action through the API; refusals (own post, not a member, gone) are part of the mix. */
    const act = async () => {
      const who = rng.pick(people);
      const game = rng.pick(gameList);
      const known = await t.db.select({ id: posts.id }).from(posts);
      const post = known.length > 0 ? rng.pick(known) : undefined;
      const roll = rng.next();
      const request = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
        t.request({ method, url, headers: who.headers, payload });
      let res;
      if (roll < 0.3 || !post) {
        const createdAt = new Date(Date.now() - Math.floor(rng.next() * 5 * DAY)).toISOString();
        // A share into every game at once now and then: the same content and time, one call per game.
        const targets = rng.next() < 0.15 ? gameList : [game];
        for (const target of targets) {
          res = await request('POST', '/api/posts', { content: `c${seed}`, gameId: target.id, createdAt, image: rng.next() < 0.2 ? photo : null });
          statuses.push(res.statusCode);
        }
        return;
      }
      if (roll < 0.5) res = await request('PUT', `/api/posts/${post.id}/upvote`, { upvoted: rng.next() < 0.7 });
      else if (roll < 0.62) res = await request('POST', `/api/posts/${post.id}/upvote`);
      else if (roll < 0.75) res = await request('POST', '/api/comments', { content: 'go!', postId: post.id });
      else if (roll < 0.82) {
        const mine = await t.db.select({ id: comments.id }).from(comments);
        res = mine.length ? await request('DELETE', `/api/comments/${rng.pick(mine).id}`) : undefined;
      } else if (roll < 0.9) res = await request('DELETE', `/api/posts/${post.id}`);
      else if (roll < 0.96) res = await request('PATCH', `/api/posts/${post.id}/redact`);
      else res = await request('PATCH', `/api/posts/${post.id}/remove-image`);
      if (res) statuses.push(res.statusCode);
    };

    for (let step = 0; step < 120; step++) await act();
    expect(await stored(t.db), `seed ${seed}, sequential`).toEqual(await recount(t.db));

    // Then bursts of concurrent actions: the counters must not lose updates or deadlock.
    for (let burst = 0; burst < 4; burst++) await Promise.all(Array.from({ length: 12 }, act));
    expect(await stored(t.db), `seed ${seed}, concurrent`).toEqual(await recount(t.db));

    expect(statuses.filter((s) => s >= 500), `seed ${seed}: no server errors`).toEqual([]);
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(60);
    expect((await t.db.select().from(posts)).length).toBeGreaterThan(5);
  });
});
