import path from 'node:path';
import { buildApp } from './app';
import { startScheduledBackups, type ScheduledBackups } from './backup/scheduled-backups';
import { backupSourceOf } from './backup/take-backup';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { startFinalizeJob } from './jobs/finalize-ended-games';
import { startLeaderboardJob } from './jobs/refresh-leaderboards';
import { startReminderJob } from './jobs/send-reminders';
import { startAdminSocket } from './plugins/admin-socket';

/** The failures an operator fixes without reading code get one plain line; anything else its stack. */
function startupMessage(error: unknown): unknown {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) return error.message;
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') return `Port ${port ?? ''} is already in use: stop the other server or set PORT to another one.`;
  return error;
}

/**
 * `npm start`: reads the configuration once, takes the data-folder lock, opens (and migrates) the
 * database, starts the finalise and leaderboard jobs and (embedded database) the admin socket and the
 * scheduled backups, listens. Every way out goes through `stop`, which closes what is open in the
 * reverse order (the backups, the jobs, HTTP, then the database so PGlite flushes, then the lock
 * if it is still ours):
 * SIGTERM/SIGINT (exit 0), a start-up failure, or a lost data-folder lock (exit 1). Expected
 * failures print one clear line, no stack.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  /** What is open, in opening order. */
  const closers: Array<() => Promise<void>> = [];
  let starting: Promise<void> = Promise.resolve();
  let stopping = false;

  const stop = async (exitCode: number, message?: unknown) => {
    if (stopping) return;
    stopping = true;
    if (message !== undefined) console.error(message);
    // Something still opening (PGlite mid-migration, say) is closed once it is open, not abandoned.
    await starting.catch(() => undefined);
    let code = exitCode;
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        console.error('Shutdown failed:', error);
        code = 1;
      }
    }
    process.exit(code);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now": don't wait for PGlite's flush.
      console.error(`${signal} again: exiting immediately`);
      process.exit(1);
    }
    console.error(`${signal}: shutting down`);
    void stop(0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  let listeningAt = '';
  starting = (async () => {
    let dataDir: string | undefined;
    if (!config.DATABASE_URL) {
      // The lock comes first: opening PGlite on a folder another process uses would corrupt it.
      // Losing it later (the file removed or replaced) means we can't be sure we are alone: stop.
      const lock = await lockDataDir(config.DATA_DIR, { onLost: (message) => void stop(1, message) });
      closers.push(() => lock.release());
      dataDir = path.join(config.DATA_DIR, 'pgdata');
    }
    const database = await openDatabase(
      dataDir ? { kind: 'pglite', dataDir } : { kind: 'postgres', url: config.DATABASE_URL!, preparedStatements: config.DATABASE_PREPARED_STATEMENTS },
    );
    closers.push(() => database.close());
    if (stopping) return;
    // Scheduled backups (decision 0051): the embedded database's only, PostgreSQL's are the operator's.
    const backupSource = backupSourceOf(database.db);
    const backupsOn = backupSource.kind === 'pglite' && config.BACKUP_INTERVAL_HOURS > 0;
    let backups: ScheduledBackups | undefined;
    const backupStatus = backupsOn ? () => backups?.status() ?? { lastGoodAt: null } : undefined;
    const app = await buildApp({ config, database, backupStatus });
    closers.push(() => app.close());
    if (stopping) return;
    // Ended games are finalised within a minute on every instance (docs/architecture.md §6); stopped first.
    const job = startFinalizeJob({
      db: database.db,
      metrics: app.metrics,
      onError: (error) => app.log.error({ err: error }, 'Finalising ended games failed'),
    });
    closers.push(() => job.stop());
    // The reminders a day before games end, exactly once on however many instances (decision 0063).
    const reminders = startReminderJob({
      db: database.db,
      metrics: app.metrics,
      onError: (error) => app.log.error({ err: error }, 'Sending game reminders failed'),
    });
    closers.push(() => reminders.stop());
    // The 30-day leaderboards' summary, at most 60 s stale (docs/architecture.md §6); stopped before the database.
    const leaderboards = startLeaderboardJob({
      db: database.db,
      metrics: app.metrics,
      onError: (error) => app.log.error({ err: error }, 'Refreshing the 30-day leaderboards failed'),
    });
    closers.push(() => leaderboards.stop());
    if (dataDir) {
      // `npm run admin` asks the running server here instead of opening its folder (decision 0044).
      const adminSocket = await startAdminSocket({ dataDir: config.DATA_DIR, db: database.db, log: app.log });
      if (adminSocket) closers.push(() => adminSocket.close());
    }
    if (backupsOn && backupSource.kind === 'pglite') {
      // Stopped first: the run under way (if any) finishes while the database is still open.
      const scheduled = await startScheduledBackups({
        pg: backupSource.pg,
        dir: config.BACKUP_DIR,
        intervalHours: config.BACKUP_INTERVAL_HOURS,
        keep: config.BACKUP_KEEP,
        log: app.log,
      });
      backups = scheduled;
      closers.push(() => scheduled.stop());
    }
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    listeningAt = config.PUBLIC_URL ?? `http://${shownHost}:${port}`;
  })();

  try {
    await starting;
  } catch (error) {
    await stop(1, startupMessage(error));
    return;
  }
  if (!stopping) console.log(`Comfort Zone Challenge is running at ${listeningAt}`);
}

main().catch((error: unknown) => {
  console.error(startupMessage(error));
  process.exit(1);
});
