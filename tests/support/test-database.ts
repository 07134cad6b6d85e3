import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createEmptyPostgresDatabase } from '../../tools/postgres-cluster';
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
