import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';
import { driverOf } from '../db/prepared-rows';
import { BackupFileError, encodeBackup, pendingName, syncFolder, wantsGzip, writeFileAtomically } from './backup-file';
import { snapshotToFile } from './dump-embedded';
import { dumpPostgres } from './dump-postgres';
import { runBackupWorker, type WorkerResult } from './worker-process';

export type BackupSource = { kind: 'pglite'; pg: PGlite } | { kind: 'postgres'; url: string };

/** What the drizzle handle runs on: the server's PGlite, or the pool's PostgreSQL. */
export function backupSourceOf(db: Database): BackupSource {
  const client = driverOf(db);
  if (client instanceof PGlite) return { kind: 'pglite', pg: client };
  return { kind: 'postgres', url: client.options.connectionString! };
}

export interface BackupResult {
  file: string;
  takenAt: Date;
  rows: number;
  tables: number;
  bytes: number;
}

export interface BackupOptions {
  /** Between writing and proving the file (tests damage it here, as a failing disk would). */
  beforeProof?: (written: string) => Promise<void>;
}

/**
 * Writes a proven backup of the database to `file` (docs/decisions/0051-backups-restore-and-move.md):
 * dumped into a hidden file beside it, test-restored into a throwaway database with every table's
 * row count compared, and only then renamed to `file`. A backup that fails its proof is deleted
 * and never replaces anything: `file` is absent or whole and proven.
 *
 * The embedded database is busy only while its snapshot is taken; the dump and the proof run in
 * one child process (server/backup/backup-worker.ts). PostgreSQL is dumped by its pg_dump, and
 * proven in a child process too.
 */
export async function takeBackup(source: BackupSource, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const target = path.resolve(file);
  const folder = path.dirname(target);
  const folderInfo = await stat(folder).catch(() => null);
  if (!folderInfo?.isDirectory()) throw new BackupFileError(`There is no folder ${folder} to write the backup into`);

  const pending = pendingName(target);
  let takenAt: Date;
  let proven: WorkerResult;
  try {
    if (source.kind === 'pglite') {
      const snapshot = pendingName(target, 'snapshot');
      try {
        takenAt = new Date();
        await snapshotToFile(source.pg, snapshot);
        const compression = wantsGzip(target) ? 'gzip' : 'plain';
        // Dumped and proven by one child process; the snapshot is let go of between the two.
        proven = await runBackupWorker(['backup', snapshot, pending, compression, takenAt.toISOString(), 'embedded database'], async () => {
          await rm(snapshot, { force: true });
          await options.beforeProof?.(pending);
        });
      } finally {
        await rm(snapshot, { force: true });
      }
    } else {
      const contents = await dumpPostgres(source.url);
      takenAt = contents.takenAt;
      await writeFileAtomically(pending, encodeBackup(contents, 'PostgreSQL database'), wantsGzip(target));
      await options.beforeProof?.(pending);
      proven = await runBackupWorker(['prove', pending]);
    }
    await rename(pending, target);
    await syncFolder(folder);
    return { file: target, takenAt, ...proven, bytes: (await stat(target)).size };
  } catch (error) {
    await rm(pending, { force: true });
    throw error;
  }
}
