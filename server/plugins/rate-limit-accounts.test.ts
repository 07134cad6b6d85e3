import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, signUp, startAnotherApp } from '../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';
import { rateLimits } from '../db/schema/infrastructure';
import { AUTH_RATE_LIMIT, TOO_MANY_ATTEMPTS } from './rate-limit';
import { ACCOUNT_SIGNIN_LIMIT } from './rate-limit-accounts';

/**
 * Every password check, counted: a refused guess must not reach scrypt at all. The server projects
 * keep one module graph per worker across files (`isolate: false`, vitest.config.ts), where the
 * app's modules may already be loaded without this mock: start from a fresh graph (node_modules
 * stay loaded, so this costs little) and leave a fresh one without the mock behind (afterAll below).
 */
const hashing = vi.hoisted(() => {
  vi.resetModules();
  return { checks: 0 };
});
vi.mock('../modules/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/auth/password')>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      hashing.checks++;
      return original.verifyPassword(...args);
    },
    verifyAgainstDummy: (...args: Parameters<typeof original.verifyAgainstDummy>) => {
      hashing.checks++;
      return original.verifyAgainstDummy(...args);
    },
  };
});

const t = useTestApp();
afterAll(() => {
  vi.doUnmock('../modules/auth/password');
  vi.resetModules();
});

/** Eight addresses taking turns, each used five times at most: none comes near the per-IP limit. */
const addresses = Array.from({ length: 8 }, (_, i) => `198.18.${i}.1`);
let turn = 0;
const fromAnywhere = () => {
  const n = turn++;
  return `198.18.${n % 8}.${1 + Math.floor(n / 40)}`;
};

const signIn = (username: string, password: string, ip = fromAnywhere()) =>
  post(t.app, '/api/auth/signin', { username, password }, { ip });

describe('failed sign-ins per account, from all addresses together', () => {
  beforeEach(() => {
    hashing.checks = 0;
  });

  it(`refuses the account after ${ACCOUNT_SIGNIN_LIMIT.max} failures from 8 addresses, the right password included, without hashing`, async () => {
    const { account } = await signUp(t.app);
    for (let i = 1; i <= ACCOUNT_SIGNIN_LIMIT.max; i++) {
      expect((await signIn(account.username, `wrong guess ${i}`)).statusCode, `guess ${i}`).toBe(401);
    }
    expect(hashing.checks).toBe(ACCOUNT_SIGNIN_LIMIT.max);

    // Another case and spaces are the same account (the server compares usernames that way).
    const refused = await expectAnswer(signIn(` ${account.username.toUpperCase()}`, account.password), 429, { message: TOO_MANY_ATTEMPTS });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The refused attempt cost no scrypt at all.
    expect(hashing.checks).toBe(ACCOUNT_SIGNIN_LIMIT.max);

    // A parallel burst doesn't slip past either: every one refused, none hashed.
    const burst = await Promise.all(addresses.map((ip) => signIn(account.username, account.password, ip)));
    expect(burst.map((r) => r.statusCode)).toEqual(addresses.map(() => 429));
    expect(hashing.checks).toBe(ACCOUNT_SIGNIN_LIMIT.max);

    // Once the window has passed, the right password works again.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = ${`signin-failures|${account.username}`}`);
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
  });

  it('answers an unknown username exactly as an existing one: its own budget, the same 429', async () => {
    const { account } = await signUp(t.app);
    const unknown = `nobody_${account.username}`;
    const answers = [];
    for (const username of [account.username, unknown]) {
      for (let i = 0; i < ACCOUNT_SIGNIN_LIMIT.max; i++) expect((await signIn(username, 'wrong password')).statusCode).toBe(401);
      answers.push(await signIn(username, 'wrong password'));
    }
    const [known, nobody] = answers;
    expect(nobody!.statusCode).toBe(known!.statusCode);
    expect(nobody!.statusCode).toBe(429);
    expect(nobody!.body).toBe(known!.body);
    // Each window opened at its own first failure, so the seconds left differ by the time between them.
    for (const answer of answers) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Object.keys(nobody!.headers).sort()).toEqual(Object.keys(known!.headers).sort());
  });

  it('lets the right password in before the budget is spent, and a success does not count', async () => {
    const { account, user } = await signUp(t.app);
    for (let i = 0; i < ACCOUNT_SIGNIN_LIMIT.max - 1; i++) expect((await signIn(account.username, 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      await expectAnswer(signIn(account.username, account.password), 200, user);
    }
    // 19 failures and 3 successes: one failure left.
    expect((await signIn(account.username, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(account.username, account.password)).statusCode).toBe(429);
  });

  it('is shared by two instances on one database', async () => {
    const { account } = await signUp(t.app);
    const second = await startAnotherApp(t.database);
    try {
      for (let i = 0; i < ACCOUNT_SIGNIN_LIMIT.max; i++) {
        const app = i % 2 ? second.app : t.app;
        expect((await post(app, '/api/auth/signin', { username: account.username, password: 'wrong' }, { ip: fromAnywhere() })).statusCode).toBe(401);
      }
      expect((await post(second.app, '/api/auth/signin', { username: account.username, password: account.password })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps the per-IP limit: one address is stopped after its own budget, whatever the account', async () => {
    const ip = '198.18.99.1';
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      expect((await signIn(`someone_${i}`, 'wrong password', ip)).statusCode).toBe(401);
    }
    const refused = await signIn('someone_else', 'wrong password', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
