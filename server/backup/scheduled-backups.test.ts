import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, sharePost, signInAs } from '../../tests/support/factories';
import { createTestDatabase, usingPostgres } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { BackupFileError, readBackupFile } from './backup-file';
import { countRows } from './row-counts';
import { backupName, backupNameTime, RETRY_MS, startScheduledBackups, type ScheduledBackups, type ScheduledBackupsOptions } from './scheduled-backups';
import { backupSourceOf } from './take-backup';

const HOUR_MS = 3_600_000;
const OURS = /^backup-\d{8}T\d{6}Z\.sql\.gz$/;

/** A logger that keeps what it was told, one line per call: the message (pino's last string argument). */
function recordingLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.findLast((arg) => typeof arg === 'string')) });
  return { lines, log: { info: record('info'), warn: record('warn'), error: record('error') } };
}

/** A promise and the function that settles it: a test holds a run at a point and lets it go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

// Scheduled backups are the embedded database's only (with DATABASE_URL they are the operator's).
// Each backup costs seconds of a child process's CPU: this file takes four, driven by runNow().
describe.runIf(!usingPostgres())('scheduled backups (docs/decisions/0051-backups-restore-and-move.md)', { timeout: 240_000 }, () => {
  let database: DatabaseHandle;
  let root: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'czc-scheduled-'));
    const maya = await signInAs(database.db, { firstName: 'Maya' });
    const game = await createGame(database.db, maya.user.id, { name: 'Cold showers' });
    await sharePost(database.db, maya.user.id, game.id, { content: 'Day one ✓' });
  });
  afterAll(async () => {
    await database?.close();
    await rm(root, { recursive: true, force: true });
  });

  const { log, lines } = recordingLog();
  const start = (dir: string, options: Partial<ScheduledBackupsOptions> = {}) => {
    const source = backupSourceOf(database.db);
    if (source.kind !== 'pglite') throw new Error('These tests run on the embedded database');
    // A start-up delay of an hour keeps the timer out of the way of runNow().
    return startScheduledBackups({ pg: source.pg, dir, intervalHours: 24, keep: 2, log, startDelayMs: HOUR_MS, ...options });
  };
  const ours = async (dir: string) => (await readdir(dir)).filter((name) => OURS.test(name)).sort();
  const liveCounts = () =>
    countRows(async (text) => ((await database.db.execute(text as never)) as unknown as { rows: Array<Record<string, unknown>> }).rows);

  describe('in one folder, one run after another', () => {
    let dir: string;
    let scheduler: ScheduledBackups;
    let damage = false;
    const written: string[] = [];

    it('writes a proven, compressed backup on the first run into a private folder it makes, and reports its time', async () => {
      dir = path.join(root, 'kept', 'backups');
      const startedAt = Date.now();
      scheduler = await start(dir, { beforeProof: async (file) => void (damage && (await truncate(file, 2000))) });
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      expect(scheduler.status()).toEqual({ lastGoodAt: null });
      expect(scheduler.nextRunAt()!.getTime()).toBeGreaterThanOrEqual(startedAt + HOUR_MS);

      const runStartedAt = Date.now();
      const result = await scheduler.runNow();
      const [name] = await ours(dir);
      written.push(name!);
      expect(result.file).toBe(path.join(dir, name!));
      const bytes = await readFile(result.file);
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
      expect((await readBackupFile(result.file)).counts).toEqual(await liveCounts());
      expect((await stat(result.file)).mode & 0o777).toBe(0o600);

      const { lastGoodAt } = scheduler.status();
      expect(lastGoodAt).toEqual(backupNameTime(name!));
      // The status is the run's start, to the second (the name's); the snapshot is taken later in the
      // same run. Not "within a second of each other": a run that starts at .998 and snapshots 5 ms
      // later is 1,005 ms past its whole second.
      expect(lastGoodAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(runStartedAt / 1000) * 1000);
      expect(lastGoodAt!.getTime()).toBeLessThanOrEqual(result.takenAt.getTime());
      expect(result.takenAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(scheduler.nextRunAt()).toEqual(new Date(lastGoodAt!.getTime() + 24 * HOUR_MS));
      expect(lines).toContainEqual({ level: 'info', message: expect.stringMatching(`Backup ${result.file} written and proven`) as unknown });
      expect((await readdir(dir)).filter((file) => file.startsWith('.'))).toEqual([]);
    });

    it('keeps the 2 newest of 3 (keep=2), and touches no file that is not one of its backups', async () => {
      await writeFile(path.join(dir, 'notes.txt'), 'mine');
      await writeFile(path.join(dir, 'backup-by-hand.sql'), 'mine too');
      // The oldest of the three is an earlier run's by its name (pruning goes by names only):
      // one more run here instead of two, each a backup's seconds of CPU.
      const earlier = backupName(new Date(backupNameTime(written[0]!)!.getTime() - HOUR_MS));
      await writeFile(path.join(dir, earlier), 'an earlier run');
      written.unshift(earlier);
      written.push(path.basename((await scheduler.runNow()).file));
      expect(await ours(dir)).toEqual(written.slice(1));
      expect((await readdir(dir)).sort()).toEqual(['backup-by-hand.sql', ...written.slice(1), 'notes.txt'].sort());
    });

    it('catches a backup damaged before its proof: the run fails and logs why, the older backups and the status stay', async () => {
      const before = (await readdir(dir)).sort();
      const status = scheduler.status();
      damage = true;
      const failedAt = Date.now();
      const run = scheduler.runNow();
      await expect(run).rejects.toThrow(BackupFileError);
      await expect(run).rejects.toThrow(/damaged compressed file|not a complete backup/);
      damage = false;

      expect((await readdir(dir)).sort()).toEqual(before);
      expect(scheduler.status()).toEqual(status);
      expect(lines.at(-1)).toEqual({ level: 'error', message: expect.stringMatching(/^The scheduled backup failed, all older backups are kept; next try at .*(damaged|not a complete)/) as unknown });
      // Tried again in an hour, not at the next day's run.
      expect(scheduler.nextRunAt()!.getTime()).toBeGreaterThanOrEqual(failedAt + RETRY_MS);
      expect(scheduler.nextRunAt()!.getTime()).toBeLessThan(Date.now() + RETRY_MS);
    });

    it('after a restart, reports the newest backup there, is due a day after it, and removes what an interrupted run left', async () => {
      const { lastGoodAt } = scheduler.status();
      await scheduler.stop();
      await expect(scheduler.runNow()).rejects.toThrow('Scheduled backups are stopped');
      const stray = ['.backup-20261126T171900Z.sql.gz.0a1b2c3d.partial', '.backup-20261126T171900Z.sql.gz.0a1b2c3d.snapshot', '..backup-20261126T171900Z.sql.gz.0a1b2c3d.partial.9f8e7d6c.partial'];
      for (const name of [...stray, '.keep-me']) await writeFile(path.join(dir, name), 'x');

      const restarted = await start(dir);
      try {
        expect(restarted.status()).toEqual({ lastGoodAt });
        expect(restarted.nextRunAt()).toEqual(new Date(lastGoodAt!.getTime() + 24 * HOUR_MS));
        expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual(['.keep-me']);
        expect(lines).toContainEqual({ level: 'warn', message: `Removed 3 unfinished backup file(s) of an interrupted run from ${dir}` });
      } finally {
        await restarted.stop();
      }
    });
  });

  it('runs an overdue backup shortly after start, never waits more than one interval, and warns about a folder others can read', async () => {
    const dir = path.join(root, 'old');
    await mkdir(dir);
    await chmod(dir, 0o755);
    await writeFile(path.join(dir, backupName(new Date(Date.now() - 3 * 24 * HOUR_MS))), 'old');
    const startedAt = Date.now();
    const overdue = await start(dir, { startDelayMs: 60_000 });
    const next = overdue.nextRunAt()!.getTime();
    await overdue.stop();
    expect(next).toBeGreaterThanOrEqual(startedAt + 60_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(overdue.nextRunAt()).toBeNull();
    expect(lines).toContainEqual({ level: 'warn', message: `The backup folder ${dir} is open to other users: chmod 700 it (the backups hold every account's data)` });

    // A name from a clock that was ahead: due within one interval from now, not a day after it.
    await writeFile(path.join(dir, backupName(new Date(Date.now() + 30 * 24 * HOUR_MS))), 'future');
    const ahead = await start(dir);
    try {
      expect(ahead.nextRunAt()!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
      expect(ahead.nextRunAt()!.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR_MS);
    } finally {
      await ahead.stop();
    }
  });

  it('refuses to start on a BACKUP_DIR that is a file', async () => {
    const file = path.join(root, 'a-file');
    await writeFile(file, '');
    await expect(start(file)).rejects.toThrow(`BACKUP_DIR ${file} can't be used for backups: it is not a folder`);
  });

  it('starts the first run by its timer, and stop() during that run returns only once the run is over', async () => {
    const dir = path.join(root, 'stopping');
    const reached = gate();
    const proceed = gate();
    const scheduler = await start(dir, {
      startDelayMs: 0,
      beforeProof: async () => {
        reached.open();
        await proceed.opened;
      },
    });
    await reached.opened; // the timer started a run: its file is written, its proof not yet made
    expect(scheduler.nextRunAt()).toBeNull();

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    proceed.open();
    await stopping;

    // The run finished before stop() returned (main.ts closes the database after it): proven, kept.
    const [name] = await ours(dir);
    expect(name).toBeDefined();
    expect(scheduler.status().lastGoodAt).toEqual(backupNameTime(name!));
    expect((await readBackupFile(path.join(dir, name!))).counts).toEqual(await liveCounts());
    expect((await readdir(dir)).filter((file) => file.startsWith('.'))).toEqual([]);
    expect(scheduler.nextRunAt()).toBeNull();
  });
});
