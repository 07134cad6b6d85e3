import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseUnavailable, usingPostgres } from '../../tests/support/test-database';
import type { DatabaseHandle } from './client';

describe.skipIf(databaseUnavailable())('openDatabase', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('runs on the engine this project asked for', async () => {
    expect(handle.kind).toBe(usingPostgres() ? 'postgres' : 'pglite');
    const { rows } = await handle.db.execute<{ version: string }>(sql`select version()`);
    expect(rows[0]!.version).toMatch(/PostgreSQL/);
  });

  it('has applied every committed migration', async () => {
    const { rows } = await handle.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = rows.map((r) => r.name);
    for (const table of ['users', 'sessions', 'games', 'invitations', 'join_requests', 'messages', 'game_results', 'user_stats', 'idempotency_keys']) {
      expect(tables).toContain(table);
    }
  });

  it('opens an already-migrated database without re-running migrations', async () => {
    const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
