import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORIGIN, post, startAnotherApp } from '../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';
import type { App } from '../app';
import { loadConfig } from '../config';
import { rateLimits } from '../db/schema/infrastructure';
import { AUTH_RATE_LIMIT } from './rate-limit';
import { DatabaseRateLimitStore } from './rate-limit-store';

const t = useTestApp();

/** A wrong sign-in, at a new username each time: these tests are about the per-IP budget, not the account's (rate-limit-accounts.test.ts). */
let guesses = 0;
const wrongSignIn = () => ({ username: `nobody_at_all_${guesses++}`, password: 'wrong password' });

describe('rate limits on sign-in and sign-up', () => {
  it('answers the 11th rapid sign-in from one IP with 429 and Retry-After', async () => {
    const ip = '192.0.2.1';
    for (let i = 1; i <= 10; i++) {
      const response = await post(t.app, '/api/auth/signin', wrongSignIn(), { ip });
      expect(response.statusCode, `attempt ${i}`).toBe(401);
    }
    const response = await expectAnswer(post(t.app, '/api/auth/signin', wrongSignIn(), { ip }), 429, { message: 'Too many attempts, please try again later.' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another IP is not affected, and sign-up from the same IP has its own budget.
    expect((await post(t.app, '/api/auth/signin', wrongSignIn(), { ip: '192.0.2.2' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/signup', { username: 'x' }, { ip })).statusCode).toBe(400);
  });

  it('limits sign-up too', async () => {
    const ip = '192.0.2.3';
    for (let i = 0; i < 10; i++) await post(t.app, '/api/auth/signup', {}, { ip });
    expect((await post(t.app, '/api/auth/signup', {}, { ip })).statusCode).toBe(429);
  });

  it('keeps the counter in the database: two instances on one database share the budget', async () => {
    const second = await startAnotherApp(t.database, {});
    try {
      const ip = '192.0.2.4';
      for (let i = 0; i < 5; i++) expect((await post(t.app, '/api/auth/signin', wrongSignIn(), { ip })).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await post(second.app, '/api/auth/signin', wrongSignIn(), { ip })).statusCode).toBe(401);
      expect((await post(second.app, '/api/auth/signin', wrongSignIn(), { ip })).statusCode).toBe(429);
      expect((await post(t.app, '/api/auth/signin', wrongSignIn(), { ip })).statusCode).toBe(429);

      const rows = await t.database.db.select().from(rateLimits).where(sql`${rateLimits.key} like ${'%' + ip}`);
      expect(rows).toEqual([{ key: expect.stringContaining('/api/auth/signin'), count: 12, resetAt: expect.any(Date) }]);
    } finally {
      await second.close();
    }
  });

  it('opens a new window once the old one has passed', async () => {
    const ip = '192.0.2.5';
    for (let i = 0; i < 11; i++) await post(t.app, '/api/auth/signin', wrongSignIn(), { ip });
    expect((await post(t.app, '/api/auth/signin', wrongSignIn(), { ip })).statusCode).toBe(429);
    await t.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} like ${'%' + ip}`);
    expect((await post(t.app, '/api/auth/signin', wrongSignIn(), { ip })).statusCode).toBe(401);
  });
});

describe('per-IP limits behind a reverse proxy', () => {
  const proxy = '10.9.0.1';
  let spoofed = 0;
  /** What a client sends through one proxy: its own made-up hop first, then the address the proxy saw. */
  const signInThroughProxy = (app: App, real: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: wrongSignIn(),
      headers: { origin: ORIGIN, 'x-forwarded-for': `203.0.113.${spoofed++ % 250}, ${real}` },
      remoteAddress: proxy,
    });

  // TRUST_PROXY as an operator writes it: a hop count, or the proxies' addresses.
  it.each([
    ['a hop count', '1'],
    ['a list of proxy addresses', `${proxy}, 10.9.0.0/16`],
  ])("keys on the address the trusted proxy saw with %s, whatever the client puts before it", async (_form, value) => {
    const proxied = await startAnotherApp(t.database, { TRUST_PROXY: loadConfig({ TRUST_PROXY: value }).TRUST_PROXY });
    try {
      const real = `198.51.100.${value.length}`;
      for (let i = 1; i <= AUTH_RATE_LIMIT.max; i++) {
        expect((await signInThroughProxy(proxied.app, real)).statusCode, `attempt ${i}`).toBe(401);
      }
      const refused = await signInThroughProxy(proxied.app, real);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another client behind the same proxy keeps its own budget.
      expect((await signInThroughProxy(proxied.app, '198.51.100.99')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('DatabaseRateLimitStore', () => {
  it('counts atomically under concurrency and reports the time left', async () => {
    const store = new DatabaseRateLimitStore(t.database.db, 'unit');
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit('concurrent', 30_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const r of results) {
      expect(r.ttl).toBeGreaterThan(25_000);
      expect(r.ttl).toBeLessThanOrEqual(30_000);
    }
  });

  it('keeps namespaces apart and sweeps expired windows', async () => {
    const a = new DatabaseRateLimitStore(t.database.db, 'ns-a');
    const b = a.child({ groupId: 'ns-b' });
    expect((await a.hit('k', 60_000)).current).toBe(1);
    expect((await b.hit('k', 60_000)).current).toBe(1);

    await t.database.db.insert(rateLimits).values({ key: 'old', count: 3, resetAt: sql`now() - interval '1 hour'` });
    await new DatabaseRateLimitStore(t.database.db, 'sweeper').hit('k', 60_000);
    const old = await t.database.db.select().from(rateLimits).where(sql`${rateLimits.key} = 'old'`);
    expect(old).toHaveLength(0);
  });

  it('answers through the @fastify/rate-limit callback interface', async () => {
    const store = new DatabaseRateLimitStore(t.database.db, 'cb');
    const result = await new Promise((resolve, reject) =>
      store.incr('key', (error, value) => (error ? reject(error) : resolve(value)), 1_000, 5),
    );
    expect(result).toEqual({ current: 1, ttl: expect.any(Number) });
  });
});
