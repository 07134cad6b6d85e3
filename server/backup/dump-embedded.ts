import { writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { portableSql, type BackupContents } from './backup-file';
import { backupPglite, pgliteRunner } from './pglite-instance';
import { countRows } from './row-counts';

/**
 * A consistent copy of the running embedded database, as a tar of its folder, written to `file`.
 * Taken between transactions (PGlite runs one at a time), so it holds every committed write and
 * none half done. This is the only moment the server's database is busy for a backup: the dump
 * itself runs on a copy, in another process (server/backup/take-backup.ts). Measured on the
 * demo community: 0.4 s (decision 0051).
 */
export async function snapshotToFile(pg: PGlite, file: string): Promise<void> {
  const tar = await pg._runExclusiveTransaction(() => pg.dumpDataDir('none'));
  await writeFile(file, Buffer.from(await tar.arrayBuffer()), { mode: 0o600 });
}

/**
 * pg_dump of a snapshot, with the row counts of the same snapshot. PGlite's pg_dump talks to the
 * instance it is given on that instance's one connection and resets its prepared statements and
 * search_path afterwards: never the server's own instance, always a copy.
 */
export async function dumpSnapshot(tar: Blob, takenAt: Date): Promise<BackupContents> {
  const copy = await backupPglite({ loadDataDir: tar });
  try {
    const counts = await countRows(pgliteRunner(copy));
    // No owners or grants: the restored database belongs to whoever restores it (a managed
    // PostgreSQL's role is not 'postgres'). Many rows per INSERT: a restore runs ~10x faster.
    const file = await pgDump({ pg: copy, args: ['--no-owner', '--no-privileges', '--rows-per-insert=100'] });
    return { sql: portableSql(await file.text()), counts, takenAt };
  } finally {
    await copy.close();
  }
}
