import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signInAs, type SignedInUser } from '../../tests/support/factories';
import { expectAnswer, SAME_ORIGIN, useTestApp } from '../../tests/support/test-app';
import { testConfig } from '../../tools/test-config';
import { usingPostgres } from '../../tests/support/test-database';
import { buildApp } from '../app';
import { INSTANCE_LOCK_CLASS } from '../db/instance-lock';
import { idempotencyKeys } from '../db/schema/infrastructure';
import { httpError } from '../http-error';
import {
  hashRequest,
  KEY_IN_PROGRESS,
  KEY_MALFORMED,
  KEY_REUSED,
  REPLAYED_HEADER,
  sweepExpiredIdempotencyKeys,
} from './idempotency';

/** Test-only routes: count how often the handler really ran. */
const runs = { create: 0, flaky: 0, refuse: 0, limited: 0 };
let gate: Promise<void> = Promise.resolve();
let flakyFailures = 0;

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = z.object({ name: z.string() });
  app.post(
    '/api/test/things',
    { config: { idempotent: true }, onRequest: app.requireUser, schema: { body } },
    async (request, reply) => {
      await gate;
      runs.create += 1;
      return reply.code(201).send({ id: randomUUID(), name: request.body.name, run: runs.create });
    },
  );
  app.post('/api/test/other', { config: { idempotent: true }, onRequest: app.requireUser, schema: { body } }, async () => ({
    other: true,
  }));
  app.post('/api/test/flaky', { config: { idempotent: true }, onRequest: app.requireUser }, async () => {
    runs.flaky += 1;
    if (flakyFailures > 0) {
      flakyFailures -= 1;
      throw new Error('database went away');
    }
    return { ok: true };
  });
  app.post('/api/test/refuse', { config: { idempotent: true }, onRequest: app.requireUser }, async () => {
    runs.refuse += 1;
    throw httpError(403, 'Nope');
  });
  app.post('/api/test/limited', { config: { idempotent: true }, onRequest: app.requireUser }, async (_request, reply) => {
    runs.limited += 1;
    return runs.limited === 1 ? reply.code(429).send({ message: 'Slow down' }) : { ok: true };
  });
  app.post('/api/test/plain', { onRequest: app.requireUser }, async () => ({ plain: true }));
};

describe('Idempotency-Key plugin', () => {
  const t = useTestApp({
    setup: async (app) => {
      await app.register(testRoutes);
    },
  });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.request({ method: 'POST', url, headers, payload });

  /**
   * `start` sends a create that the gate holds once it has claimed its key: the same request
   * meanwhile is 409, and after the first one's 201 it replays that answer; the handler ran once.
   */
  async function expectHeldThenReplayed(me: SignedInUser, name: string, start: (headers: Record<string, string>) => Promise<LightMyRequestResponse>) {
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = runs.create;
    const first = start(headers);
    // Let the first request claim the key before the second arrives.
    const claimed = and(eq(idempotencyKeys.userId, me.user.id), eq(idempotencyKeys.state, 'running'));
    await expect.poll(async () => (await t.db.select().from(idempotencyKeys).where(claimed)).length).toBe(1);
    await expectAnswer(post('/api/test/things', headers, { name }), 409, { message: KEY_IN_PROGRESS });
    open();
    gate = Promise.resolve();
    expect((await first).statusCode).toBe(201);
    const replay = await post('/api/test/things', headers, { name });
    expect(replay.json()).toEqual((await first).json());
    expect(runs.create - before).toBe(1);
  }

  it('replays a repeat without running the handler again', async () => {
    const me = await signInAs(t.db);
    const key = randomUUID();
    const headers = { ...me.headers, 'idempotency-key': key };
    const before = runs.create;
    const first = await post('/api/test/things', headers, { name: 'a' });
    const second = await post('/api/test/things', headers, { name: 'a' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers[REPLAYED_HEADER]).toBe('true');
    expect(second.headers['content-type']).toContain('application/json');
    expect(runs.create - before).toBe(1);
  });

  it('treats the same body with another key order as the same request', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID(), 'content-type': 'application/json' };
    const first = await t.request({ method: 'POST', url: '/api/test/things', headers, payload: '{"name":"x","z":1}' });
    const second = await t.request({ method: 'POST', url: '/api/test/things', headers, payload: '{"z":1,"name":"x"}' });
    expect(second.json()).toEqual(first.json());
  });

  it('keeps keys apart per user', async () => {
    const [alice, bob] = [await signInAs(t.db), await signInAs(t.db)];
    const key = randomUUID();
    const a = await post('/api/test/things', { ...alice.headers, 'idempotency-key': key }, { name: 'a' });
    const b = await post('/api/test/things', { ...bob.headers, 'idempotency-key': key }, { name: 'a' });
    expect(b.statusCode).toBe(201);
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('answers 422 for the same key with another body or another route', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    expect((await post('/api/test/things', headers, { name: 'a' })).statusCode).toBe(201);
    await expectAnswer(post('/api/test/things', headers, { name: 'b' }), 422, { message: KEY_REUSED });
    const otherRoute = await post('/api/test/other', headers, { name: 'a' });
    expect(otherRoute.statusCode).toBe(422);
  });

  it('answers 400 for a malformed key, and 401 to a visitor first', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(post('/api/test/things', { ...me.headers, 'idempotency-key': 'not-a-uuid' }, { name: 'a' }), 400, { message: KEY_MALFORMED });
    const visitor = await post('/api/test/things', { 'idempotency-key': 'not-a-uuid' }, { name: 'a' });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 409 while the first request is still running, then replays', async () => {
    const me = await signInAs(t.db);
    await expectHeldThenReplayed(me, 'slow', (headers) => post('/api/test/things', headers, { name: 'slow' }));
  });

  it('lets 10 concurrent requests with one key run the handler once', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    const before = runs.create;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/test/things', headers, { name: 'c' })));
    expect(runs.create - before).toBe(1);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });

  it('forgets a 5xx so that a retry runs again', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    flakyFailures = 1;
    const before = runs.flaky;
    expect((await post('/api/test/flaky', headers)).statusCode).toBe(500);
    await expectAnswer(post('/api/test/flaky', headers), 200, { ok: true });
    expect(runs.flaky - before).toBe(2);
  });

  it('forgets a 429 so that the retry runs once the limit allows', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    expect((await post('/api/test/limited', headers)).statusCode).toBe(429);
    expect((await post('/api/test/limited', headers)).json()).toEqual({ ok: true });
  });

  it('keeps a 4xx answer as final', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    const before = runs.refuse;
    const first = await post('/api/test/refuse', headers);
    const second = await post('/api/test/refuse', headers);
    expect([first.statusCode, second.statusCode]).toEqual([403, 403]);
    expect(second.json()).toEqual({ message: 'Nope' });
    expect(runs.refuse - before).toBe(1);
  });

  it('ignores the header on routes that did not opt in, and runs normally without one', async () => {
    const me = await signInAs(t.db);
    const plain = await post('/api/test/plain', { ...me.headers, 'idempotency-key': 'whatever' });
    expect(plain.statusCode).toBe(200);
    const before = runs.create;
    await post('/api/test/things', me.headers, { name: 'n' });
    await post('/api/test/things', me.headers, { name: 'n' });
    expect(runs.create - before).toBe(2);
  });

  it('takes over a claim abandoned by a crashed request', async () => {
    const me = await signInAs(t.db);
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({
      userId: me.user.id,
      key,
      scope: 'POST /api/test/things',
      requestHash: 'x',
      createdAt: sql`now() - interval '10 minutes'`,
    });
    // Same scope, other hash: still a different request.
    expect((await post('/api/test/things', { ...me.headers, 'idempotency-key': key }, { name: 'a' })).statusCode).toBe(422);

    const abandoned = randomUUID();
    const first = await post('/api/test/things', { ...me.headers, 'idempotency-key': abandoned }, { name: 'a' });
    await t.db
      .update(idempotencyKeys)
      .set({ state: 'running', createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(idempotencyKeys.key, abandoned));
    const retry = await post('/api/test/things', { ...me.headers, 'idempotency-key': abandoned }, { name: 'a' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).not.toBe(first.json().id);

  });

  /** A claim as an instance killed mid-request leaves it: made a moment ago, still running. */
  const orphanClaim = (userId: string, key: string, body: object, ownerInstance: number) =>
    t.db.insert(idempotencyKeys).values({
      userId,
      key,
      scope: 'POST /api/test/things',
      requestHash: hashRequest('POST', '/api/test/things', body),
      ownerInstance,
    });
  /** No instance holds this number (they are random in 1 … 2^31-1; this test's app has another one). */
  const GONE = 1;

  it('releases at once a claim whose instance is gone (kill -9, a restart): the retry runs once', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    await orphanClaim(me.user.id, headers['idempotency-key'], { name: 'crash' }, GONE);
    const before = runs.create;
    // Used to be 409 'still in progress' for two minutes after the crash.
    const retry = await post('/api/test/things', headers, { name: 'crash' });
    expect(retry.statusCode).toBe(201);
    const again = await post('/api/test/things', headers, { name: 'crash' });
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(retry.json());
    expect(runs.create - before).toBe(1);
  });

  it('keeps a claim it could not settle running, and stores the answer once the database answers again', async () => {
    const me = await signInAs(t.db);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    const update = t.db.update.bind(t.db);
    let failed = false;
    const spy = vi.spyOn(t.db, 'update').mockImplementation(((table: Parameters<typeof update>[0]) => {
      if (table === idempotencyKeys && !failed) {
        failed = true;
        throw new Error('connection terminated');
      }
      return update(table);
    }) as typeof update);
    try {
      const before = runs.create;
      const first = await post('/api/test/things', headers, { name: 'unsettled' });
      expect(first.statusCode).toBe(201);
      expect(failed).toBe(true);
      // Taken over now, the write would run twice.
      expect((await post('/api/test/things', headers, { name: 'unsettled' })).statusCode).toBe(409);
      await expect
        .poll(async () => (await post('/api/test/things', headers, { name: 'unsettled' })).json(), { timeout: 10_000 })
        .toEqual(first.json());
      expect(runs.create - before).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  describe.runIf(usingPostgres())('several instances on one PostgreSQL', () => {
    const poolUrl = () => (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const lockHeld = async (instance: number) => {
      const result = await t.db.execute(sql`select exists (select 1 from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2 and classid = ${INSTANCE_LOCK_CLASS}::oid
          and objid = ${instance}::oid) as held`);
      return (result as unknown as { rows: Array<{ held: boolean }> }).rows[0]!.held;
    };

    it("answers 409 while the claim's instance lives, and takes it over as soon as its session ends", async () => {
      const me = await signInAs(t.db);
      const headers = { ...me.headers, 'idempotency-key': randomUUID() };
      // Another instance, as PostgreSQL sees one: a session holding its instance lock.
      const other = new pg.Client({ connectionString: poolUrl() });
      other.on('error', () => undefined);
      await other.connect();
      const otherInstance = 2;
      await other.query('select pg_advisory_lock($1, $2)', [INSTANCE_LOCK_CLASS, otherInstance]);
      await orphanClaim(me.user.id, headers['idempotency-key'], { name: 'elsewhere' }, otherInstance);
      const before = runs.create;
      try {
        expect((await post('/api/test/things', headers, { name: 'elsewhere' })).statusCode).toBe(409);
        // kill -9: the socket closes without a goodbye, PostgreSQL ends the session and its locks.
        (other as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        await expect.poll(() => lockHeld(otherInstance), { timeout: 5_000 }).toBe(false);
        const retry = await post('/api/test/things', headers, { name: 'elsewhere' });
        expect(retry.statusCode).toBe(201);
        expect(runs.create - before).toBe(1);
      } finally {
        await other.end().catch(() => undefined);
      }
    });

    it('answers 409 on one app while another app on the same database runs the request, then replays', async () => {
      const second = await buildApp({ config: testConfig(), database: t.database });
      await second.register(testRoutes);
      await second.ready();
      try {
        const me = await signInAs(t.db);
        await expectHeldThenReplayed(me, 'two', (headers) =>
          second.inject({ method: 'POST', url: '/api/test/things', headers: { ...headers, origin: SAME_ORIGIN }, payload: { name: 'two' } }),
        );
      } finally {
        gate = Promise.resolve();
        await second.close();
      }
      // Closed, its instance lock is gone with it.
    });
  });

  it('sweeps keys older than 7 days and keeps younger ones', async () => {
    const me = await signInAs(t.db);
    const row = (key: string, age: string) => ({
      userId: me.user.id,
      key,
      scope: 'POST /api/test/things',
      requestHash: 'x',
      createdAt: sql`now() - ${sql.raw(`interval '${age}'`)}`,
    });
    const [old, young] = [randomUUID(), randomUUID()];
    await t.db.insert(idempotencyKeys).values([row(old, '8 days'), row(young, '6 days')]);
    await sweepExpiredIdempotencyKeys(t.db);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.user.id));
    expect(left.map((r) => r.key)).toEqual([young]);
  });
});
