import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startApp, type AppProcess } from '../../tools/app-process';
import { createEmptyPostgresDatabase } from '../../tools/postgres-cluster';
import { databaseUnavailable, usingPostgres } from '../../tests/support/test-database';
import { INSTANCE_LOCK_CLASS } from '../db/instance-lock';

/**
 * Decision 0038 with real processes: a server killed (SIGKILL) in the middle of an idempotent
 * write leaves its claim 'running'; the client's retry on another instance must run at once and
 * write once (docs/decisions/0038-idempotency-after-a-crash.md). PostgreSQL only: it is what lets
 * the test hold a write mid-flight from outside (a table lock) and what several instances share.
 */
describe.runIf(usingPostgres() && !databaseUnavailable())('a write interrupted by kill -9', () => {
  async function call(server: AppProcess, method: string, path: string, cookie?: string, body?: unknown, key?: string) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        origin: server.baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0], body: (await response.json()) as Record<string, unknown> };
  }

  it('is retried on another instance at once and lands exactly once', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    const env = { DATABASE_URL: empty.url, STATIC_DIR: '', LOG_LEVEL: 'warn' };
    const [doomed, survivor] = await Promise.all([startApp({ env }), startApp({ env })]);
    const db = new pg.Client({ connectionString: empty.url });
    const locker = new pg.Client({ connectionString: empty.url });
    await Promise.all([db.connect(), locker.connect()]);
    try {
      const signUp = async (username: string) =>
        (await call(survivor, 'POST', '/api/auth/signup', undefined, { username, password: 'long enough password', firstName: username })).cookie!;
      const [ann, ben] = [await signUp('ann'), await signUp('ben')];
      const game = (
        await call(survivor, 'POST', '/api/games', ann, {
          name: 'Cold showers',
          startTime: new Date(Date.now() - 60_000).toISOString(),
          endTime: new Date(Date.now() + 3_600_000).toISOString(),
        })
      ).body as { id: string; inviteCode: string };
      expect((await call(survivor, 'POST', `/api/games/join/${game.inviteCode}`, ben)).status).toBe(200);

      // Hold every post insert: the doomed server claims the key, then waits inside its write.
      await locker.query('begin');
      await locker.query('lock table posts in exclusive mode');
      const key = randomUUID();
      const post = { content: 'Cold shower at 6', gameId: game.id };
      const lost = call(doomed, 'POST', '/api/posts', ben, post, key).catch(() => 'no answer');
      await expect
        .poll(async () => (await db.query(`select 1 from pg_locks where relation = 'posts'::regclass and not granted`)).rowCount, {
          timeout: 15_000,
        })
        .toBe(1);
      const claim = await db.query<{ state: string; owner: number }>('select state, owner_instance as owner from idempotency_keys where key = $1', [key]);
      expect(claim.rows).toEqual([{ state: 'running', owner: expect.any(Number) }]);

      await doomed.kill();
      expect(await lost).toBe('no answer');
      await locker.query('rollback');
      // PostgreSQL ends the dead process's sessions as soon as it reads their closed sockets.
      const ownerLock = `select 1 from pg_locks where locktype = 'advisory' and classid = $1::oid and objid = $2::oid and objsubid = 2`;
      await expect.poll(async () => (await db.query(ownerLock, [INSTANCE_LOCK_CLASS, claim.rows[0]!.owner])).rowCount, { timeout: 5_000 }).toBe(0);

      // The person's retry, on the next try: used to be 409 'still in progress' for two minutes.
      const retry = await call(survivor, 'POST', '/api/posts', ben, post, key);
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      const again = await call(survivor, 'POST', '/api/posts', ben, post, key);
      expect(again.body).toEqual(retry.body);
      const posts = await db.query<{ id: string }>('select id from posts where game_id = $1', [game.id]);
      expect(posts.rows).toEqual([{ id: retry.body.id }]);
    } finally {
      await locker.end().catch(() => undefined);
      await db.end().catch(() => undefined);
      await Promise.all([doomed.stop(), survivor.stop()]);
      await empty.drop();
    }
  });
});
