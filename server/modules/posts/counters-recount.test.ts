import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { recountPostCounters as recount, storedPostCounters as stored } from '../../../tests/support/counter-recount';
import { comments, posts } from '../../db/schema/posts';
import { seededRandom as random } from '../../seed/seeded-random';

const DAY = 86_400_000;

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
