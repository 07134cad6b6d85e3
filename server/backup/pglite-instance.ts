import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite for backup work: a copy of the server's database made from its snapshot (`loadDataDir`),
 * a throwaway in-memory one a backup is test-restored into, or a fresh folder a backup is restored
 * into. pg_trgm as in server/db/client.ts: the schema's search indexes need its code loaded.
 */
export function backupPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export const pgliteRunner = (pg: PGlite) => async (sql: string) => (await pg.query<Record<string, unknown>>(sql)).rows;
