import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import './provided-context';

/** The 'server-pg' project sets TEST_DB=postgres: the same test files then run on PostgreSQL. */
export function usingPostgres(): boolean {
  return process.env.TEST_DB === 'postgres';
}

/** True when this run wants PostgreSQL but none could be started: the files skip instead of failing. */
export function databaseUnavailable(): boolean {
  return usingPostgres() && !inject('postgresAdminUrl');
}

/**
 * A fresh, migrated database for one test file. PGlite: a copy of the migrated template (falls back
 * to create + migrate when run without the globalSetup). PostgreSQL: a new database in the test
 * cluster, migrated through the same code path as production; dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (usingPostgres()) return createPostgresDatabase(inject('postgresAdminUrl'));
  const template = inject('pgliteTemplate');
  const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
  return openDatabase({ kind: 'pglite', loadDataDir });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database in the test cluster: its URL and a drop() that removes it. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('No PostgreSQL for this run (see the server-pg globalSetup message)');
  const name = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgresDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
