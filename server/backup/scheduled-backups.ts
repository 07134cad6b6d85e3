import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../config';
import type { BackupStatus } from './backup-status';
import { takeBackup, type BackupOptions, type BackupResult } from './take-backup';

/** `backup-20261126T171900Z.sql.gz`: the UTC second of its snapshot, so names sort by age. */
const BACKUP_NAME = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sql\.gz$/;
/** What a run writes beside its backup while it works (backup-file.ts pendingName); a crash leaves them behind. */
const PENDING_NAME = /^\.+backup-\d{8}T\d{6}Z\.sql\.gz\./;

/** The first run on a folder without a recent backup waits this long: not in the middle of start-up. */
export const START_DELAY_MS = 60_000;
/** A failed run is tried again this soon (or at the next interval, if that is sooner). */
export const RETRY_MS = 60 * 60_000;
/** setTimeout's longest wait; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const HOUR_MS = 60 * 60_000;

/** `<kind>-<UTC second>.sql.gz`; only `backup-` names are the schedule's to count and prune. */
export const backupName = (at: Date, kind = 'backup') => `${kind}-${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z.sql.gz`;

/** The time in a scheduled backup's name, or null for any other file. */
export function backupNameTime(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match;
  const at = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface ScheduledBackupsOptions {
  /** The server's own PGlite (backupSourceOf in take-backup.ts); it is only read, between transactions. */
  pg: PGlite;
  dir: string;
  /** More than 0 (main.ts starts nothing for BACKUP_INTERVAL_HOURS=0). */
  intervalHours: number;
  keep: number;
  log: Log;
  /** Tests: damage the file before its proof (take-backup.ts). */
  beforeProof?: BackupOptions['beforeProof'];
  /** Tests: how long the first run waits when it is due at once (START_DELAY_MS). */
  startDelayMs?: number;
}

export interface ScheduledBackups {
  status(): BackupStatus;
  /** When the next run starts; null while one runs and after stop(). */
  nextRunAt(): Date | null;
  /** A run now (after the one under way, if any): resolves when it is proven, rejects with why it failed. */
  runNow(): Promise<BackupResult>;
  /** No run starts after it; resolves when the run under way (if any) is over. */
  stop(): Promise<void>;
}

/** Creates the folder private (mode 0700) if missing; a folder the server can't have stops the start-up. */
async function prepareFolder(dir: string, log: Log): Promise<void> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (!(await stat(dir)).isDirectory()) throw new Error('it is not a folder');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'it is not a folder' : (error as Error).message;
    throw new ConfigError(`BACKUP_DIR ${dir} can't be used for backups: ${reason}`);
  }
  if ((await stat(dir)).mode & 0o077) {
    log.warn(`The backup folder ${dir} is open to other users: chmod 700 it (the backups hold every account's data)`);
  }
}

/**
 * Scheduled backups of the embedded database (docs/decisions/0051-backups-restore-and-move.md):
 * every `intervalHours` a backup is taken into `dir` as `backup-<UTC time>.sql.gz` by takeBackup
 * (dumped into a hidden file, proven by a test restore, only then renamed into place), and only
 * after that proof are the oldest beyond `keep` removed. A failed run removes nothing, leaves the
 * status as it was, logs why and is tried again after RETRY_MS (or the interval, if shorter).
 *
 * The status survives restarts: it is read from the newest backup's name in `dir`, and the next
 * run is due one interval after that backup (START_DELAY_MS after start when that time has
 * passed). Runs never overlap; stop() waits for the one under way (the database is needed only
 * for its first ~0.4 s, but its child processes are let finish rather than left behind).
 *
 * A manual `npm run db:backup` meanwhile is harmless: both only read the database (their snapshots
 * take turns, take-backup.ts) and each writes its own file. Only files named like ours are
 * counted and pruned, so one BACKUP_DIR serves one data folder.
 */
export async function startScheduledBackups(options: ScheduledBackupsOptions): Promise<ScheduledBackups> {
  const { pg, dir, keep, log, beforeProof, startDelayMs = START_DELAY_MS } = options;
  const intervalMs = options.intervalHours * HOUR_MS;

  await prepareFolder(dir, log);
  const names = await readdir(dir);
  // A run that was under way when the server stopped left these; no other process writes them.
  const stray = names.filter((name) => PENDING_NAME.test(name));
  await Promise.all(stray.map((name) => rm(path.join(dir, name), { force: true, recursive: true })));
  if (stray.length > 0) log.warn(`Removed ${stray.length} unfinished backup file(s) of an interrupted run from ${dir}`);

  let lastGoodAt = names.map(backupNameTime).reduce<Date | null>((newest, at) => (at && (!newest || at > newest) ? at : newest), null);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let due: Date | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const schedule = (at: Date) => {
    clearTimeout(timer);
    if (stopped) return;
    due = at;
    const arm = () => {
      const wait = Math.max(0, at.getTime() - Date.now());
      timer = setTimeout(wait > MAX_TIMER_MS ? arm : () => void runNow().catch(() => undefined), Math.min(wait, MAX_TIMER_MS)).unref();
    };
    arm();
  };

  /** Removes the oldest backups beyond `keep`; the one just written is never among them. */
  const prune = async (written: string) => {
    const older = (await readdir(dir)).filter((name) => name !== written && backupNameTime(name)).sort().reverse();
    const removed = older.slice(keep - 1);
    await Promise.all(removed.map((name) => rm(path.join(dir, name), { force: true })));
    if (removed.length > 0) log.info(`Removed the oldest backup(s), keeping ${keep}: ${removed.join(', ')}`);
  };

  const runOnce = async (): Promise<BackupResult> => {
    clearTimeout(timer);
    due = null;
    // The name's second is the status after a restart too, so it is the status now.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const name = backupName(at);
    let result: BackupResult;
    try {
      result = await takeBackup({ kind: 'pglite', pg }, path.join(dir, name), { beforeProof });
    } catch (error) {
      const retryAt = new Date(Date.now() + Math.min(RETRY_MS, intervalMs));
      log.error({ err: error }, `The scheduled backup failed, all older backups are kept; next try at ${retryAt.toISOString()}: ${(error as Error).message}`);
      schedule(retryAt);
      throw error;
    }
    lastGoodAt = at;
    log.info(`Backup ${result.file} written and proven by a test restore (${result.tables} tables, ${result.rows} rows, ${result.bytes} bytes)`);
    try {
      await prune(name);
    } catch (error) {
      // The new backup is proven and kept; the old ones are tried again after the next run.
      log.error({ err: error }, `Removing old backups from ${dir} failed: ${(error as Error).message}`);
    }
    schedule(new Date(at.getTime() + intervalMs));
    return result;
  };

  const runNow = (): Promise<BackupResult> => {
    if (stopped) return Promise.reject(new Error('Scheduled backups are stopped'));
    const run = queue.then(runOnce);
    queue = run.catch(() => undefined);
    return run;
  };

  // Due one interval after the newest backup, never later than one interval from now (a name
  // from a clock that was ahead), and not before the start-up is over.
  const now = Date.now();
  const nextAt = Math.min(lastGoodAt ? lastGoodAt.getTime() + intervalMs : now, now + intervalMs);
  const first = new Date(Math.max(nextAt, now + startDelayMs));
  schedule(first);
  log.info(
    `Scheduled backups every ${options.intervalHours} hours into ${dir}, keeping ${keep}; ` +
      `last good: ${lastGoodAt?.toISOString() ?? 'none yet'}, next: ${first.toISOString()}`,
  );

  return {
    status: () => ({ lastGoodAt }),
    nextRunAt: () => due,
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      due = null;
      await queue;
    },
  };
}
