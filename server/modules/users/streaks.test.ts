import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userStatsSchema } from '@contract/user';
import { addParticipant, createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { recountStreaks, storedStreaks } from '../../../tests/support/streak-recount';
import { useTestApp } from '../../../tests/support/test-app';
import { posts } from '../../db/schema/posts';
import { seededRandom as random } from '../../seed/seeded-random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Today's date in `timeZone` as YYYY-MM-DD, moved by `days`. */
function dateIn(timeZone: string, days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${parts}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

describe('streaks', () => {
  const t = useTestApp();

  const stats = async (who: SignedInUser) => {
    const res = await t.request({ method: 'GET', url: '/api/user/stats', headers: who.headers });
    expect(res.statusCode).toBe(200);
    return userStatsSchema.parse(res.json());
  };
  const setZone = (who: SignedInUser, timeZone: string) =>
    t.request({ method: 'PATCH', url: '/api/user/profile', headers: who.headers, payload: { timeZone } });
  const share = async (who: SignedInUser, gameId: string, createdAt: Date) => {
    const res = await t.request({ method: 'POST', url: '/api/posts', headers: who.headers, payload: { content: 'did it', gameId, createdAt: createdAt.toISOString() } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const gameOf = async (who: SignedInUser) => createGame(t.db, who.user.id, { startTime: new Date(Date.now() - 6 * DAY) });

  it('counts days in the person\'s time zone: 23:30 and 00:30 in Tokyo are two days, in UTC one', async () => {
    const tokyo = await signInAs(t.db);
    const utc = await signInAs(t.db);
    expect((await setZone(tokyo, 'Asia/Tokyo')).statusCode).toBe(200);
    const game = await gameOf(tokyo);
    await addParticipant(t.db, game.id, utc.user.id);
    // 23:30 in Tokyo (UTC+9, no daylight saving) two days ago is 14:30 UTC; an hour later it is the next day there.
    const lateEvening = new Date(`${dateIn('Asia/Tokyo', -2)}T14:30:00Z`);
    for (const who of [tokyo, utc]) {
      await share(who, game.id, lateEvening);
      await share(who, game.id, new Date(lateEvening.getTime() + HOUR));
    }
    expect(await stats(tokyo)).toMatchObject({ currentStreak: 2, longestStreak: 2, streakAtRisk: true, timeZone: 'Asia/Tokyo' });
    const [day] = await t.db.select({ day: posts.streakDay }).from(posts).where(eq(posts.userId, utc.user.id));
    expect(day?.day).toBe(lateEvening.toISOString().slice(0, 10));
    expect((await stats(utc)).longestStreak).toBe(1);

    // Posting today keeps it: three days, no longer at risk.
    await share(tokyo, game.id, new Date());
    expect(await stats(tokyo)).toMatchObject({ currentStreak: 3, longestStreak: 3, streakAtRisk: false });
  });

  it('deleting the only post of a day breaks the run; an old run reads as 0 without any write', async () => {
    const me = await signInAs(t.db);
    const game = await gameOf(me);
    const noon = (days: number) => new Date(`${dateIn('UTC', days)}T12:00:00Z`);
    await share(me, game.id, noon(-2));
    const yesterday = await share(me, game.id, noon(-1));
    const today = await share(me, game.id, new Date());
    expect(await stats(me)).toMatchObject({ currentStreak: 3, longestStreak: 3, streakAtRisk: false });

    expect((await t.request({ method: 'DELETE', url: `/api/posts/${yesterday}`, headers: me.headers })).statusCode).toBe(204);
    expect(await stats(me)).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${today}`, headers: me.headers })).statusCode).toBe(204);
    // Two days ago is the last day left: the run is over, though nothing rewrote it.
    expect(await stats(me)).toMatchObject({ currentStreak: 0, longestStreak: 1, streakAtRisk: false });
  });

  it('refuses a time zone that is not an IANA name, with a message; a visitor gets 401 first', async () => {
    const me = await signInAs(t.db);
    for (const timeZone of ['Mars/Olympus_Mons', '+09:00', '', 'UTC; drop table users']) {
      const res = await setZone(me, timeZone);
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/time zone/i);
    }
    expect((await t.request({ method: 'PATCH', url: '/api/user/profile', payload: { timeZone: 'Nope' } })).statusCode).toBe(401);
    // The profile form's fields still change as before, and a zone alone leaves them alone.
    await t.request({ method: 'PATCH', url: '/api/user/profile', headers: me.headers, payload: { firstName: 'Ada', lastName: 'L' } });
    const res = await setZone(me, 'Europe/Paris');
    expect(res.json()).toMatchObject({ firstName: 'Ada', lastName: 'L' });
    expect((await stats(me)).timeZone).toBe('Europe/Paris');
  });

  it('equal a recount from the posts through shares, deletions, zone changes, a game deletion and a refresh', async () => {
    const rng = random(Number(process.env.RECOUNT_SEED ?? 20_261_127));
    const people: SignedInUser[] = [];
    for (let i = 0; i < 4; i++) people.push(await signInAs(t.db));
    const games = [await gameOf(people[0]!), await gameOf(people[1]!)];
    for (const game of games) for (const p of people) if (p.user.id !== game.creatorId) await addParticipant(t.db, game.id, p.user.id);
    const zones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    const mine = new Map<string, string[]>();
    for (let step = 0; step < 60; step++) {
      const who = rng.pick(people);
      const roll = rng.next();
      const list = mine.get(who.user.id) ?? [];
      if (roll < 0.1) await setZone(who, rng.pick(zones));
      else if (roll < 0.7 || list.length === 0) {
        list.push(await share(who, rng.pick(games).id, new Date(Date.now() - Math.floor(rng.next() * 5 * DAY))));
        mine.set(who.user.id, list);
      } else {
        const id = list.splice(Math.floor(rng.next() * list.length), 1)[0]!;
        expect((await t.request({ method: 'DELETE', url: `/api/posts/${id}`, headers: who.headers })).statusCode).toBe(204);
      }
    }
    expect(await storedStreaks(t.db)).toEqual(await recountStreaks(t.db));
    expect((await t.request({ method: 'DELETE', url: `/api/games/${games[0]!.id}`, headers: people[0]!.headers })).statusCode).toBe(200);
    expect(await storedStreaks(t.db), 'after a game deletion').toEqual(await recountStreaks(t.db));
    const refreshed = await t.request({ method: 'POST', url: '/api/user/stats/refresh', headers: people[1]!.headers });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(userStatsSchema.parse(refreshed.json())).toEqual(await stats(people[1]!));
    expect(await storedStreaks(t.db), 'after a refresh').toEqual(await recountStreaks(t.db));
  });
});
