import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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
 * Measured). The copy is written under a temporary name and renamed, so two processes never read
 * half of one; `remake` replaces one that did not load.
 */
async function emptyClusterTar(file: string, { remake = false } = {}): Promise<Blob> {
  const copy = remake ? null : await readFile(file).catch(() => null);
  if (copy) return new Blob([copy]);
  const fresh = await PGlite.create();
  try {
    // Copied before anything is written into it: an empty cluster, as initdb left it.
    const tar = await fresh.dumpDataDir('none');
    const pending = `${file}.${process.pid}.pending`;
    await writeFile(pending, new Uint8Array(await tar.arrayBuffer()))
      .then(() => rename(pending, file))
      .catch(() => rm(pending, { force: true }));
    return tar;
  } finally {
    await fresh.close();
  }
}

/**
 * Starts a PGlite (made by `create`, given what to load) on an empty cluster in memory (`dataDir`
 * undefined) or in a folder that does not exist yet, from the kept copy instead of initdb. A folder
 * that exists is opened as it is (a database in it resumed, an empty one initdb'd). Used by a
 * server's first start on a new DATA_DIR (server/db/client.ts), a backup's proof and a restore into
 * a new folder (server/backup/pglite-instance.ts).
 */
export async function startOnEmptyCluster<T>(
  create: (loadDataDir: Blob | undefined) => Promise<T>,
  dataDir: string | undefined,
): Promise<T> {
  if (dataDir && existsSync(dataDir)) return create(undefined);
  const file = await emptyClusterFile();
  // Nowhere to keep a copy: initdb, as making one and loading it would cost more.
  if (!file) return create(undefined);
  try {
    return await create(await emptyClusterTar(file));
  } catch {
    // A kept copy that is damaged, or not a cluster: what it left in the folder goes, and a new copy is made.
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    return create(await emptyClusterTar(file, { remake: true }));
  }
}
