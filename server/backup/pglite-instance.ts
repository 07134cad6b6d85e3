import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startOnEmptyCluster } from '../db/empty-cluster';

/**
 * A PGlite for backup work: a copy of the server's database made from its snapshot (`loadDataDir`),
 * a throwaway in-memory one a backup is test-restored into, or a folder a backup is restored into
 * (a new one starts from the empty cluster, emptyCluster below). pg_trgm as in server/db/client.ts:
 * the schema's search indexes need its code loaded.
 */
export function backupPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return options.loadDataDir ? createPglite(options) : emptyCluster(options.dataDir);
}

const createPglite = (options: { dataDir?: string; loadDataDir?: Blob }) => PGlite.create({ ...options, extensions: { pg_trgm } });

export const pgliteRunner = (pg: PGlite) => async (sql: string) => (await pg.query<Record<string, unknown>>(sql)).rows;

/** A PGlite on an empty cluster, in memory (`dataDir` undefined) or in a folder (server/db/empty-cluster.ts). */
const emptyCluster = (dataDir?: string): Promise<PGlite> =>
  startOnEmptyCluster((loadDataDir) => createPglite({ dataDir, loadDataDir }), dataDir);
