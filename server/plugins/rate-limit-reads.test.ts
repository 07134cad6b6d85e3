import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startAnotherApp } from '../../tests/support/auth-test-client';
import { signInAs, type SignedInUser } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import type { App } from '../app';
import type { Database } from '../db/client';
import { READ_RATE_LIMIT, TOO_MANY_READS } from './rate-limit-reads';
import { READ_BUDGET_FLUSH_MARK } from './rate-limit-reads-budgets';

const t = useTestApp();

/** One of the reads Home makes: a document read (checks its session in its own statement). */
const DOCUMENT_READ = '/api/user/stats';
/** A read whose session the session hook looks up. */
const PLAIN_READ = '/api/auth/user';

let nextIp = 1;
const newIp = () => `198.19.${nextIp >> 8}.${nextIp++ & 255}`;

const read = (app: App, url: string, options: { who?: SignedInUser; ip?: string; cookie?: string } = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: options.who ? options.who.headers : options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });

/** Reads until the first refusal (at most `limit`): the answers before it, and the refusal. */
async function readUntilRefused(limit: number, next: (i: number) => ReturnType<typeof read>) {
  const served: number[] = [];
  for (let i = 0; i < limit; i++) {
    const answer = await next(i);
    if (answer.statusCode === 429) return { served, refused: answer };
    served.push(answer.statusCode);
  }
  return { served, refused: undefined };
}

function expectRefusal(answer: Awaited<ReturnType<typeof read>> | undefined) {
  expect(answer?.statusCode).toBe(429);
  expect(answer!.json()).toEqual({ message: TOO_MANY_READS });
  const retryAfter = Number(answer!.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** The flushes the read budgets send while `run` goes on (the one statement they take for many reads). */
async function countFlushes<T>(db: Database, run: () => Promise<T>): Promise<{ result: T; flushes: number; statements: number }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let flushes = 0;
  let statements = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    if (text.startsWith(READ_BUDGET_FLUSH_MARK)) flushes++;
    else statements++;
    return original.apply(this, args);
  };
  try {
    return { result: await run(), flushes, statements };
  } finally {
    client.query = original;
  }
}

describe('read budgets', () => {
  it(`refuses a person's read past ${READ_RATE_LIMIT.perPerson} a minute with 429 and Retry-After; another person reads on`, async () => {
    const busy = await signInAs(t.db);
    const other = await signInAs(t.db);
    // Document reads and plain ones share one budget per person, whatever address they come from.
    const { served, refused } = await readUntilRefused(READ_RATE_LIMIT.perPerson + 1, (i) =>
      read(t.app, i % 3 ? DOCUMENT_READ : PLAIN_READ, { who: busy, ip: newIp() }),
    );
    expect(served).toHaveLength(READ_RATE_LIMIT.perPerson);
    expect(new Set(served)).toEqual(new Set([200]));
    expectRefusal(refused);
    expectRefusal(await read(t.app, PLAIN_READ, { who: busy }));

    expect((await read(t.app, DOCUMENT_READ, { who: other })).statusCode).toBe(200);
    expect((await read(t.app, PLAIN_READ, { who: other })).statusCode).toBe(200);
    // Writes have their own budget (rate-limit-writes.ts): not touched by reads.
    const write = await t.request({ method: 'PATCH', url: '/api/user/profile', headers: busy.headers, payload: {} });
    expect(write.statusCode).not.toBe(429);
  });

  it(`refuses a visitor's read past ${READ_RATE_LIMIT.perVisitorIp} a minute per address; other addresses and people on it read on`, async () => {
    const ip = newIp();
    const { served, refused } = await readUntilRefused(READ_RATE_LIMIT.perVisitorIp + 1, (i) =>
      read(t.app, i % 2 ? DOCUMENT_READ : '/api/games/public', { ip }),
    );
    expect(served).toHaveLength(READ_RATE_LIMIT.perVisitorIp);
    expectRefusal(refused);

    expect((await read(t.app, PLAIN_READ, { ip: newIp() })).statusCode).toBe(401);
    const someone = await signInAs(t.db);
    expect((await read(t.app, PLAIN_READ, { who: someone, ip })).statusCode).toBe(200);
  });

  it('counts made-up session cookies as the visitor they are: a fresh cookie per read gets no fresh budget', async () => {
    const ip = newIp();
    const max = READ_RATE_LIMIT.perVisitorIp + READ_RATE_LIMIT.flushAfterHits;
    const { served, refused } = await readUntilRefused(max + 1, () =>
      read(t.app, DOCUMENT_READ, { ip, cookie: `sid=${randomBytes(32).toString('base64url')}` }),
    );
    expect(new Set(served)).toEqual(new Set([401]));
    // Each is tied to the address once the batch reaches the database: at most one batch of slack.
    expect(served.length).toBeGreaterThanOrEqual(READ_RATE_LIMIT.perVisitorIp);
    expect(served.length).toBeLessThanOrEqual(max);
    expectRefusal(refused);
  });

  it('keeps every read one statement: the counts reach the database in a batch per 100 reads or per second', async () => {
    const person = await signInAs(t.db);
    const reads = 250;
    const { flushes, statements } = await countFlushes(t.db, async () => {
      for (let i = 0; i < reads; i++) expect((await read(t.app, DOCUMENT_READ, { who: person })).statusCode).toBe(200);
    });
    expect(statements).toBe(reads);
    expect(flushes).toBeGreaterThanOrEqual(2);
    expect(flushes).toBeLessThanOrEqual(Math.ceil(reads / READ_RATE_LIMIT.flushAfterHits) + 1);
  });

  it('is shared by two instances on one database, within one batch of slack', async () => {
    const second = await startAnotherApp(t.database);
    try {
      const person = await signInAs(t.db);
      const half = READ_RATE_LIMIT.perPerson / 2;
      for (let i = 0; i < half; i++) expect((await read(t.app, DOCUMENT_READ, { who: person })).statusCode).toBe(200);
      // The first instance's last reads reach the database within a second.
      await sleep(READ_RATE_LIMIT.flushEveryMs + 500);
      for (let i = 0; i < half; i++) expect((await read(second.app, PLAIN_READ, { who: person })).statusCode).toBe(200);
      // The second instance's batches brought back both instances' reads: it refuses at once.
      expectRefusal(await read(second.app, DOCUMENT_READ, { who: person }));
      // The first learns it with its next batch (at most a second, or 100 reads, later).
      await read(t.app, DOCUMENT_READ, { who: person });
      await sleep(READ_RATE_LIMIT.flushEveryMs + 500);
      expectRefusal(await read(t.app, DOCUMENT_READ, { who: person }));
    } finally {
      await second.close();
    }
  });
});
