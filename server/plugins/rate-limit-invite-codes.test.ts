import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@contract/games';
import { createGame, signInAs } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { testConfig } from '../../tools/test-config';
import { buildApp } from '../app';
import { INVITE_CODE_LIMIT, TOO_MANY_CODE_MISSES } from './rate-limit-invite-codes';

const t = useTestApp();
const { max } = INVITE_CODE_LIMIT;

/** A code in the real alphabet that no game has (the test games' codes are hex, with 0 and 1). */
const randomCode = () => Array.from({ length: JOIN_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');

const lookUp = (code: string, ip: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/games/invite/${code}`, remoteAddress: ip, headers });
const joinByCode = (code: string, ip: string, headers: Record<string, string>) =>
  t.request({ method: 'POST', url: `/api/games/join/${code}`, remoteAddress: ip, headers });

function expectRefused(response: Awaited<ReturnType<typeof lookUp>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: TOO_MANY_CODE_MISSES });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(INVITE_CODE_LIMIT.timeWindowMs / 1000);
}

describe('invite-code misses', () => {
  it(`refuse a burst of random codes from one address after ${max} misses; finding a game never counts; other addresses go on`, async () => {
    const creator = await signInAs(t.db);
    const game = await createGame(t.db, creator.user.id, { isPublic: false });
    const ip = '198.18.0.1';

    // Someone opening a link they were given, again and again, never meets the limit.
    for (let i = 0; i < max + 5; i++) expect((await lookUp(game.inviteCode, ip)).statusCode).toBe(200);

    // A parallel burst: exactly `max` guesses are looked up, the rest refused before any lookup.
    const burst = await Promise.all(Array.from({ length: max + 15 }, () => lookUp(randomCode(), ip)));
    expect(burst.filter((r) => r.statusCode === 404)).toHaveLength(max);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(15);
    expectRefused(burst.find((r) => r.statusCode === 429)!);

    // Spent: even the right code waits now (or guessing would go on until a hit).
    expectRefused(await lookUp(randomCode(), ip));
    expectRefused(await lookUp(game.inviteCode, ip));

    // Another address is unaffected.
    expect((await lookUp(randomCode(), '198.18.0.2')).statusCode).toBe(404);
    expect((await lookUp(game.inviteCode, '198.18.0.2')).statusCode).toBe(200);
  });

  it('counts per person as well: joins by code, then look-ups from another address; other people go on; 401 still comes first', async () => {
    const guesser = await signInAs(t.db);
    const other = await signInAs(t.db);
    const creator = await signInAs(t.db);
    const game = await createGame(t.db, creator.user.id, { isPublic: true });

    // A successful join (and asking again as a member) does not count.
    for (let i = 0; i < 3; i++) expect((await joinByCode(game.inviteCode, '198.18.1.1', guesser.headers)).statusCode).toBe(200);
    for (let i = 0; i < max; i++) expect((await joinByCode(randomCode(), '198.18.1.1', guesser.headers)).statusCode, `miss ${i}`).toBe(404);
    expectRefused(await joinByCode(randomCode(), '198.18.1.1', guesser.headers));

    // A new address doesn't give the same person a new budget.
    expectRefused(await lookUp(randomCode(), '198.18.1.2', guesser.headers));
    // Someone else on that address, and another person anywhere, are unaffected.
    expect((await lookUp(randomCode(), '198.18.1.2')).statusCode).toBe(404);
    expect((await joinByCode(randomCode(), '198.18.1.3', other.headers)).statusCode).toBe(404);
    expect((await joinByCode(game.inviteCode, '198.18.1.3', other.headers)).statusCode).toBe(200);

    // Not signed in is 401 on the join route, even from an address that has spent its budget.
    expect((await joinByCode(randomCode(), '198.18.1.1', {})).statusCode).toBe(401);
    // A malformed code is a 400 and costs nothing.
    expect((await lookUp('TOO-LONG-CODE', '198.18.1.4')).statusCode).toBe(400);
  });

  it('shares one budget between instances on one database', async () => {
    const second = await buildApp({ config: testConfig(), database: t.database });
    await second.ready();
    try {
      const ip = '198.18.2.1';
      const halves = [t.app, second];
      for (let i = 0; i < max; i++) {
        const response = await halves[i % 2]!.inject({ method: 'GET', url: `/api/games/invite/${randomCode()}`, remoteAddress: ip });
        expect(response.statusCode).toBe(404);
      }
      const refused = await second.inject({ method: 'GET', url: `/api/games/invite/${randomCode()}`, remoteAddress: ip });
      expect(refused.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
