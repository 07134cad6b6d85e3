import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { BackupFileError, readBackupFile } from './backup-file';
import { backupPglite, pgliteRunner } from './pglite-instance';
import { compareCounts, countRows, totalRows, type RunQuery } from './row-counts';
import { count } from '@contract/plural';

export type RestoreTarget =
  /** The embedded database's folder, DATA_DIR/pgdata (as server/main.ts opens it). */
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

export interface RestoreResult {
  tables: number;
  rows: number;
  takenAt: Date;
}

/** One connection to the target: its queries, one multi-statement script, and how to let go. */
interface Connection {
  run: RunQuery;
  script(sql: string): Promise<void>;
  close(): Promise<void>;
}

async function connect(target: RestoreTarget): Promise<Connection> {
  if (target.kind === 'pglite') {
    // A folder without a database gets a fresh one; a folder with one is checked like PostgreSQL.
    const db: PGlite = await backupPglite({ dataDir: target.dataDir });
    return { run: pgliteRunner(db), script: async (sql) => void (await db.exec(sql)), close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    run: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    script: async (sql) => void (await client.query(sql)),
    close: () => client.end(),
  };
}

export const describeTarget = (target: RestoreTarget) =>
  target.kind === 'pglite' ? `the embedded database in ${path.dirname(target.dataDir)}` : `the PostgreSQL database ${redactedUrl(target.url)}`;

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * People in the target, or null when it has no app tables at all. Every row of the app hangs off a
 * person, so a database without people holds nothing to lose: what a server wrote at its first
 * start (its migrations, its generated push keys) is replaced by the backup's own. Called inside
 * the restore's transaction: the lock keeps a server still running there from signing someone up
 * between this count and the schema's replacement (it waits, then finds the restored database).
 */
async function peopleIn(run: RunQuery): Promise<number | null> {
  const [{ present }] = (await run(`select to_regclass('public.users') is not null as present`)) as [{ present: boolean }];
  if (!present) return null;
  await run('lock table public.users in access exclusive mode');
  const [{ n }] = (await run('select count(*)::int as n from public.users')) as [{ n: number }];
  return n;
}

/**
 * Restores a backup file into an empty database (docs/decisions/0051-backups-restore-and-move.md),
 * in one transaction: the file is checked whole first (its end marker), the target must hold no
 * people, the app's schemas of a server that started there once are replaced, and every table's
 * row count is compared with the backup's before the commit. Any failure leaves the target as it
 * was.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const contents = await readBackupFile(file);
  if (target.kind === 'pglite' && existsSync(path.join(target.dataDir, 'PG_VERSION')) === false && existsSync(target.dataDir)) {
    throw new BackupFileError(`${target.dataDir} exists but holds no database: remove it or choose another DATA_DIR`);
  }
  const connection = await connect(target);
  try {
    await connection.script('begin');
    try {
      const people = await peopleIn(connection.run);
      if (people !== null && people > 0) {
        throw new BackupFileError(
          `${describeTarget(target)} already holds data (${count(people, 'person', 'people')}): a restore goes into an empty database only`,
        );
      }
      if (people !== null) await connection.script('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
      await connection.script(contents.sql);
      const differences = compareCounts(contents.counts, await countRows(connection.run), 'restored');
      if (differences.length > 0) throw new BackupFileError(`The restore did not match the backup, nothing was kept:\n  ${differences.join('\n  ')}`);
      await connection.script('commit');
    } catch (error) {
      await connection.script('rollback').catch(() => undefined);
      if (error instanceof BackupFileError) throw error;
      throw new BackupFileError(`${file} could not be restored into ${describeTarget(target)}, nothing was kept: ${(error as Error).message}`);
    }
    return { tables: Object.keys(contents.counts).length, rows: totalRows(contents.counts), takenAt: contents.takenAt };
  } finally {
    await connection.close();
  }
}

/**
 * What `npm run db:restore` and `db:move-to-postgres` do: the restore, then the server's own
 * migrations once (a backup of an older version is brought up to date, as a server start would),
 * holding the embedded folder's lock throughout when there is one, so no server starts on it half
 * restored.
 */
export async function restoreInto(file: string, target: RestoreTarget): Promise<RestoreResult> {
  let lock;
  if (target.kind === 'pglite') {
    const dataDir = path.dirname(target.dataDir);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    lock = await lockDataDir(dataDir);
  }
  try {
    const result = await restoreBackup(file, target);
    const opened: DatabaseTarget = target.kind === 'pglite' ? { kind: 'pglite', dataDir: target.dataDir } : { kind: 'postgres', url: target.url };
    await (await openDatabase(opened)).close();
    return result;
  } finally {
    await lock?.release();
  }
}
