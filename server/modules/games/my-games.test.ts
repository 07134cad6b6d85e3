import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameParticipants } from '../../db/schema/games';
import { addParticipant, createGame, createUser, setScore, signInAs } from '../../../tests/support/factories';
import { captureStatements } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describe('GET /api/games', () => {
  const t = useTestApp();
  const list = (headers?: { cookie: string }) => t.request({ method: 'GET', url: '/api/games', headers });

  it('is 401 for a visitor and [] for someone in no game', async () => {
    expect((await list()).statusCode).toBe(401);
    const me = await signInAs(t.db);
    expect((await list(me.headers)).json()).toEqual([]);
  });

  it('answers the card of each of my games: creator, participants, counts, my score and place', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id, { postCount: 7 });
    const others = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, game.id, me.user.id, { isAdmin: true });
    for (const other of others) await addParticipant(t.db, game.id, other.id);
    await setScore(t.db, game.id, host.id, 5);
    await setScore(t.db, game.id, others[0]!.id, 5);
    await setScore(t.db, game.id, me.user.id, 3);
    await setScore(t.db, game.id, others[1]!.id, 3);

    const [card] = (await list(me.headers)).json();
    expect(card).toMatchObject({
      id: game.id,
      creator: host,
      status: 'active',
      inviteCode: game.inviteCode,
      _count: { participants: 5, posts: 7 },
      myScore: 3,
      // Two participants have strictly more (5), the tie at 3 shares my place.
      myPlace: 3,
    });
    expect(card.participants[0]).toEqual({ userId: host.id, isAdmin: false, user: host });
    expect(card.participants[1]).toEqual({ userId: me.user.id, isAdmin: true, user: me.user });
    expect(card.scores.map((s: { score: number }) => s.score)).toEqual([5, 5, 3, 3, 0]);
    expect(card.scores[2].userId).toBe(me.user.id);
  });

  it("sends only the card's people of a big game: the best 12 and me, with my place among all", async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id);
    await addParticipant(t.db, game.id, me.user.id);
    await setScore(t.db, game.id, me.user.id, 1);
    // 30 more players, each with a better score than mine.
    for (let i = 0; i < 30; i += 1) {
      const player = await createUser(t.db);
      await addParticipant(t.db, game.id, player.id);
      await setScore(t.db, game.id, player.id, 10 + i);
    }

    const [card] = (await list(me.headers)).json();
    expect(card._count.participants).toBe(32);
    expect(card.myPlace).toBe(31);
    expect(card.participants).toHaveLength(13);
    expect(card.participants.map((p: { userId: string }) => p.userId)).toContain(me.user.id);
    expect(card.scores).toHaveLength(12);
    expect(card.scores.slice(0, 11).map((s: { score: number }) => s.score)).toEqual([39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29]);
    expect(card.scores[11]).toEqual({ userId: me.user.id, score: 1 });
  });

  it('orders active (ending soonest first), then upcoming (starting soonest), then completed (latest first)', async () => {
    const me = await signInAs(t.db);
    const make = async (name: string, start: number, end: number) => {
      const game = await createGame(t.db, me.user.id, { name, startTime: at(start), endTime: at(end) });
      return game.id;
    };
    const ids = {
      done1: await make('done long ago', -30 * DAY, -20 * DAY),
      soon: await make('starts soon', DAY, 9 * DAY),
      active2: await make('ends later', -DAY, 20 * DAY),
      done2: await make('just ended', -9 * DAY, -DAY),
      later: await make('starts later', 5 * DAY, 9 * DAY),
      active1: await make('ends soon', -DAY, 2 * DAY),
    };
    const order = (await list(me.headers)).json().map((g: { id: string }) => g.id);
    expect(order).toEqual([ids.active1, ids.active2, ids.soon, ids.later, ids.done2, ids.done1]);
  });

  it('answers 50 games with the same number of queries as 5 (no query per game)', async () => {
    const few = await signInAs(t.db);
    const many = await signInAs(t.db);
    const fill = async (userId: string, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const host = await createUser(t.db);
        const game = await createGame(t.db, host.id);
        await addParticipant(t.db, game.id, userId);
        await addParticipant(t.db, game.id, (await createUser(t.db)).id);
      }
    };
    await fill(few.user.id, 5);
    await fill(many.user.id, 50);

    const small = await captureStatements(t.db, () => list(few.headers));
    const large = await captureStatements(t.db, () => list(many.headers));
    expect(small.result.json()).toHaveLength(5);
    expect(large.result.json()).toHaveLength(50);
    expect(large.result.json()[0].participants).toHaveLength(3);
    // The session lookup, my memberships with games and creators, the card's people of those games.
    expect(large.statements).toHaveLength(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(3);
  });
});

describe('the mini chart (scores)', () => {
  const t = useTestApp();

  /** A game of `scores.length` players with those scores (player i is `u${i}`), me being player `mine`. */
  async function chart(scores: number[], mine: number) {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id);
    await t.db.delete(gameParticipants).where(eq(gameParticipants.gameId, game.id));
    const ids: string[] = [];
    for (const [i, score] of scores.entries()) {
      const id = i === mine ? me.user.id : (await createUser(t.db)).id;
      ids.push(id);
      await addParticipant(t.db, game.id, id);
      await setScore(t.db, game.id, id, score);
    }
    const [card] = (await t.request({ method: 'GET', url: '/api/games', headers: me.headers })).json();
    return (card.scores as Array<{ userId: string; score: number }>).map((s) => `u${ids.indexOf(s.userId)}`);
  }
  const falling = (n: number) => Array.from({ length: n }, (_, i) => 100 - i);

  it('keeps everyone when there are 12 or fewer, best first', async () => {
    expect(await chart([98, 99, 100], 0)).toEqual(['u2', 'u1', 'u0']);
  });

  it('shows the best 12 with mine in place of the 12th when I am further down', async () => {
    const bars = await chart(falling(20), 17);
    expect(bars).toEqual([...Array.from({ length: 11 }, (_, i) => `u${i}`), 'u17']);
  });

  it('puts me first among equal scores so a tie at the cut keeps my bar', async () => {
    expect(await chart(Array.from({ length: 15 }, () => 0), 14)).toContain('u14');
  });
});
