import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

/**
 * `npm start`: reads the configuration once, opens (and migrates) the database, listens, and on
 * SIGTERM/SIGINT closes in the reverse order so PGlite flushes and the data-folder lock is freed.
 * Expected start-up failures (bad configuration, folder in use) print one clear line, no stack.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  if (config.DATABASE_URL) {
    database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  } else {
    // The lock comes first: opening PGlite on a folder another process uses would corrupt it.
    releaseLock = await lockDataDir(config.DATA_DIR);
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pgdata') });
  }
  const app = await buildApp({ config, database });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now": don't wait for PGlite's flush.
      console.error(`${signal} again: exiting immediately`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      await database.close();
      await releaseLock?.();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // Port taken, say: close PGlite properly before giving up, so its folder stays clean.
    await app.close();
    await database.close();
    await releaseLock?.();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`Comfort Zone Challenge is running at ${config.PUBLIC_URL ?? `http://${shownHost}:${port}`}`);
}

/** The failures an operator fixes without reading code get one plain line; anything else its stack. */
function startupMessage(error: unknown): unknown {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) return error.message;
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') return `Port ${port ?? ''} is already in use: stop the other server or set PORT to another one.`;
  return error;
}

main().catch((error: unknown) => {
  console.error(startupMessage(error));
  process.exit(1);
});
