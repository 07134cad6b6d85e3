import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { writeFileAtomically } from './backup-file';

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

const PGLITE_VERSION = (() => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
})();

/**
 * Where the empty cluster of this PGlite version is kept: a folder of this user's own in the
 * temporary folder, or null where that can't be had (another user's, or open to others: what is
 * loaded from there must be what this process wrote). Keyed by the version, so an upgrade makes a
 * new one.
 */
async function emptyClusterFile(): Promise<string | null> {
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  const dir = path.join(tmpdir(), `challenge-game-pglite-${uid}`);
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return null;
  }
  const info = await lstat(dir).catch(() => null);
  if (!info?.isDirectory() || info.uid !== uid || (info.mode & 0o077) !== 0) return null;
  return path.join(dir, `empty-cluster-${PGLITE_VERSION}.tar`);
}

/**
 * The empty cluster, what `initdb` makes, as a `dumpDataDir` tarball for PGlite's `loadDataDir`:
 * the copy kept by an earlier call, or made now (and kept). initdb costs 3-7 s of CPU (the most in
 * a new process), loading the copy ~1.5 s (docs/decisions/0051-backups-restore-and-move.md,
 * Measured). The copy is written atomically (temporary name, then rename), so two processes never
 * read half of one; `remake` replaces one that did not load.
 */
export async function emptyClusterTar({ remake = false } = {}): Promise<Blob> {
  const file = await emptyClusterFile();
  const copy = file && !remake ? await readFile(file).catch(() => null) : null;
  if (copy) return new Blob([copy]);
  const fresh = await createPglite({});
  try {
    // Copied before anything is written into it: an empty cluster, as initdb left it.
    const tar = await fresh.dumpDataDir('none');
    if (file) await writeFileAtomically(file, new Uint8Array(await tar.arrayBuffer()), false).catch(() => undefined);
    return tar;
  } finally {
    await fresh.close();
  }
}

/** A PGlite on an empty cluster, in memory (`dataDir` undefined) or in a folder that does not exist yet. */
async function emptyCluster(dataDir?: string): Promise<PGlite> {
  // A folder that exists is opened as it is (a database in it resumed, an empty one initdb'd).
  if (dataDir && existsSync(dataDir)) return createPglite({ dataDir });
  // Nowhere to keep a copy: initdb, as making one and loading it would cost more.
  if (!(await emptyClusterFile())) return createPglite({ dataDir });
  try {
    return await createPglite({ dataDir, loadDataDir: await emptyClusterTar() });
  } catch {
    // A kept copy that is damaged, or not a cluster: what it left in the folder goes, and a new copy is made.
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    return createPglite({ dataDir, loadDataDir: await emptyClusterTar({ remake: true }) });
  }
}
