import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEmptyPostgresDatabase } from '../../tools/postgres-cluster';
import { createTestDatabase, databaseUnavailable, usingPostgres } from '../../tests/support/test-database';
import { openDatabase, type DatabaseHandle } from './client';

type Query = Parameters<DatabaseHandle['db']['execute']>[0];

describe.skipIf(databaseUnavailable())('openDatabase', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves the result opaque.
  const rowsOf = async <T>(query: Query) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('runs on the engine this project asked for', async () => {
    expect(handle.kind).toBe(usingPostgres() ? 'postgres' : 'pglite');
    const rows = await rowsOf<{ version: string }>(sql`select version()`);
    expect(rows[0]!.version).toMatch(/PostgreSQL/);
  });

  it('has applied every committed migration', async () => {
    const rows = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = rows.map((r) => r.name);
    for (const table of ['users', 'sessions', 'games', 'invitations', 'join_requests', 'messages', 'game_results', 'user_stats', 'idempotency_keys']) {
      expect(tables).toContain(table);
    }
  });

  it('times each statement for its observers, in a transaction too, and nothing once they stop (decision 0050)', async () => {
    const times: number[] = [];
    const stop = handle.observeStatements((seconds) => times.push(seconds));
    await handle.db.execute(sql`select pg_sleep(0.02)`);
    expect(times).toHaveLength(1);
    expect(times[0]).toBeGreaterThanOrEqual(0.015);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    // The two statements; PostgreSQL's transaction adds its begin and commit.
    expect(times.length).toBeGreaterThanOrEqual(3);
    await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    const counted = times.length;
    expect(counted).toBeGreaterThanOrEqual(4);
    stop();
    await handle.db.execute(sql`select 1`);
    expect(times).toHaveLength(counted);
  });

  it('opens an already-migrated database without re-running migrations', async () => {
    const rows = await rowsOf<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it.runIf(usingPostgres())('lets several instances migrate one new PostgreSQL database at the same time', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: empty.url })));
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await empty.drop();
    }
  });

  it.runIf(usingPostgres())('sends statements unnamed when prepared statements are turned off (behind PgBouncer)', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    // One name for two texts: on one connection node-postgres refuses the second while names are sent.
    const twoTextsOneName = async (preparedStatements: boolean) => {
      const opened = await openDatabase({ kind: 'postgres', url: empty.url, preparedStatements });
      const pool = (opened.db as unknown as { $client: pg.Pool }).$client;
      try {
        await pool.query({ name: 'same_name', text: 'select 1 as n' });
        const { rows } = await pool.query({ name: 'same_name', text: 'select 2 as n' });
        return rows[0].n as number;
      } finally {
        await opened.close();
      }
    };
    try {
      await expect(twoTextsOneName(true)).rejects.toThrow(/Prepared statements must be unique/);
      expect(await twoTextsOneName(false)).toBe(2);
    } finally {
      await empty.drop();
    }
  });

  it.runIf(usingPostgres())('survives PostgreSQL dropping its idle connections: no crash, the next query reconnects', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    const opened = await openDatabase({ kind: 'postgres', url: empty.url });
    const lost = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await opened.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [new URL(empty.url).pathname.slice(1)]);
      await admin.end();
      await vi.waitFor(() => expect(lost).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL connection lost')));
      const rows = (await opened.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]!.n).toBe(2);
    } finally {
      lost.mockRestore();
      await opened.close();
      await empty.drop();
    }
  });
});
