/**
 * `npm run db:move-to-postgres -- --url postgres://…`: moves the embedded database into an empty
 * PostgreSQL database (docs/decisions/0051-backups-restore-and-move.md): a proven backup of the
 * embedded database (kept in BACKUP_DIR as the record of the move), restored into PostgreSQL with
 * every table's count compared, then the server's migrations checked there. The server must be
 * stopped: what it wrote after the backup would stay behind. The embedded folder is left as it was.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { BackupFileError } from './backup-file';
import { formatCount, runCommand, UsageError } from './command-line';
import { redactedUrl, restoreInto } from './restore';
import { backupName } from './scheduled-backups';
import { backupSourceOf, takeBackup } from './take-backup';

const USAGE = 'Usage: npm run db:move-to-postgres -- --url postgres://USER:PASSWORD@HOST:5432/DATABASE';

async function backupEmbedded(dataDir: string, backupDir: string): Promise<string> {
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupFileError(`${error.message}\nStop the server before moving: what it writes after the backup would be left behind.`);
    }
    throw error;
  }
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      await mkdir(backupDir, { recursive: true, mode: 0o700 });
      const { file } = await takeBackup(backupSourceOf(database.db), path.join(backupDir, backupName(new Date(), 'move-to-postgres')));
      return file;
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

async function moveCommand(argv: string[]): Promise<string> {
  let url: string | undefined;
  try {
    url = parseArgs({ args: argv, options: { url: { type: 'string' } } }).values.url;
  } catch {
    throw new UsageError(USAGE);
  }
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new UsageError(USAGE);
  const config = loadConfig();
  if (config.DATABASE_URL) throw new UsageError('DATABASE_URL is set: this server already runs on PostgreSQL, there is no embedded database to move.');
  const dataDir = path.resolve(config.DATA_DIR);
  const backupDir = path.resolve(config.BACKUP_DIR);

  const file = await backupEmbedded(dataDir, backupDir);
  const result = await restoreInto(file, { kind: 'postgres', url });
  return [
    `Moved the embedded database into ${redactedUrl(url)}: ${result.tables} tables, ${formatCount(result.rows)} rows, every table's count equal.`,
    `The backup it was moved with is ${file}.`,
    'Next:',
    `  1. Set DATABASE_URL=${redactedUrl(url)}${new URL(url).password ? ' (with its password)' : ''} in the server's environment, and start it.`,
    // db:backup works on DATABASE_URL too (pg_dump, server/backup/dump-postgres.ts); nothing schedules it there.
    '  2. Back up PostgreSQL from now on with npm run db:backup -- --out FILE (its pg_dump) or your provider\'s snapshots, on a schedule of your own: the scheduled backups are for the embedded database only.',
    `  3. Keep ${dataDir} until you are satisfied, then remove it; nothing reads it once DATABASE_URL is set.`,
  ].join('\n');
}

runCommand(moveCommand);
