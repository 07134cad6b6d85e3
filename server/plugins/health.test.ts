import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureStatements } from '../../tests/support/statements';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';
import { testConfig } from '../../tools/test-config';
import { createTestDatabase } from '../../tests/support/test-database';
import { buildApp } from '../app';
import type { BackupStatusSource } from '../backup/backup-status';
import type { Database, DatabaseHandle } from '../db/client';
import { READ_RATE_LIMIT } from './rate-limit-reads';
import { healthPlugin } from './health';

const t = useTestApp();

/** Another app on a database of its own (closed or changed by the test), closed with it. */
async function withOwnDatabase(run: (app: Awaited<ReturnType<typeof buildApp>>, database: DatabaseHandle) => Promise<void>) {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  let databaseClosed = false;
  try {
    await run(app, {
      ...database,
      close: async () => {
        databaseClosed = true;
        await database.close();
      },
    });
  } finally {
    // With its database gone, closing the app may fail to release what it holds there: not this test's concern.
    await app.close().catch(() => undefined);
    if (!databaseClosed) await database.close();
  }
}

describe('GET /healthz', () => {
  it('answers 200 { status: ok }, never stored, without a database statement', async () => {
    const { result: res, statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url: '/healthz' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(statements).toEqual([]);
  });

  it('is not counted against the read budget of an address', async () => {
    const answers = new Set<number>();
    for (let i = 0; i <= READ_RATE_LIMIT.perVisitorIp; i++) {
      answers.add((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.18.7.7' })).statusCode);
    }
    expect(answers).toEqual(new Set([200]));
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and holds every migration; no backup field without a backup source', async () => {
    const res = await expectAnswer(t.request({ method: 'GET', url: '/readyz' }), 200, { status: 'ok', database: 'ok', migrations: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  it("reports the last proven backup's time and age, and stays 200 however old it is", async () => {
    let lastGoodAt: Date | null = null;
    const backupStatus: BackupStatusSource = () => ({ lastGoodAt });
    const app = await buildApp({ config: testConfig(), database: t.database, backupStatus });
    try {
      await app.ready();
      const readyz = async () => (await app.inject({ method: 'GET', url: '/readyz' })).json();
      expect(await readyz()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', backup: { lastGoodAt: null, ageSeconds: null } });

      lastGoodAt = new Date(Date.now() - 3_600_000);
      const { backup } = await readyz();
      expect(backup.lastGoodAt).toBe(lastGoodAt.toISOString());
      expect(backup.ageSeconds).toBeGreaterThanOrEqual(3_600);
      expect(backup.ageSeconds).toBeLessThan(3_660);

      lastGoodAt = new Date(Date.now() - 90 * 86_400_000);
      const stale = await app.inject({ method: 'GET', url: '/readyz' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().backup.ageSeconds).toBeGreaterThanOrEqual(90 * 86_400);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with a message when the newest migration is missing, or all of them', async () => {
    await withOwnDatabase(async (app, database) => {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const missingOne = await app.inject({ method: 'GET', url: '/readyz' });
      expect(missingOne.statusCode).toBe(503);
      expect(missingOne.headers['cache-control']).toBe('no-store');
      expect(missingOne.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        migrations: 'missing',
        message: "The database lacks 1 of this server's migration: restart the server to apply them.",
      });

      await database.db.execute(sql`drop table drizzle.__drizzle_migrations`);
      const none = await app.inject({ method: 'GET', url: '/readyz' });
      expect(none.statusCode).toBe(503);
      expect(none.json()).toMatchObject({ database: 'ok', migrations: 'missing', message: expect.stringContaining('none of the migrations') });
      // The process still serves.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });

  it('answers 503 when the database is closed, and /healthz still 200', async () => {
    await withOwnDatabase(async (app, database) => {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      // No internal detail (an address, a driver's message) in a public answer: the log has it.
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable', migrations: 'unknown', message: 'The database does not answer.' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });

  it('is answered, not the web app, when the web app is served (its catch-all never takes the probes)', async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'czc-health-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    const app = await buildApp({ config: testConfig({ STATIC_DIR: staticDir }), database: t.database });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/some/deep/link' })).headers['content-type']).toMatch(/^text\/html/);
      for (const url of ['/healthz', '/readyz']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toMatchObject({ status: 'ok' });
      }
    } finally {
      await app.close();
      await rm(staticDir, { recursive: true, force: true });
    }
  });

  it('is hidden from the OpenAPI document, as /healthz is', async () => {
    const paths = Object.keys((await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
  });
});

describe('/readyz on a database that hangs or fails', () => {
  /** The plugin alone over a stand-in database whose statement does what `execute` says. */
  async function probeApp(execute: () => Promise<unknown>, timeoutMs = 100) {
    const app = Fastify();
    app.decorate('db', { execute } as unknown as Database);
    await app.register(healthPlugin, { timeoutMs });
    await app.ready();
    return app;
  }

  it('answers 503 once the database has not answered within the timeout, and probes meanwhile share the one check', async () => {
    let calls = 0;
    const app = await probeApp(() => {
      calls++;
      return new Promise(() => undefined);
    });
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/readyz' })));
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503]);
    expect(answers[0]!.json()).toMatchObject({ database: 'unavailable', message: 'The database does not answer.' });
    expect(calls).toBe(1);
    await app.close();
  });

  it('answers 503 when the statement fails, and 200 again once it answers', async () => {
    let down = true;
    const app = await probeApp(async () => {
      if (down) throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
      return { rows: [{ newest: String(Number.MAX_SAFE_INTEGER) }] };
    });
    const failed = await app.inject({ method: 'GET', url: '/readyz' });
    expect(failed.statusCode).toBe(503);
    expect(failed.body).not.toContain('10.0.0.5');
    down = false;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await app.close();
  });
});
