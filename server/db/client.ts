import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startOnEmptyCluster } from './empty-cluster';
import { PreparedPGlite } from './prepared-pglite';
import { StatementTimer, type StatementObserver } from './statement-timing';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (live updates, decision 0026): `onPayload` gets every NOTIFY payload, from
   * any instance. PGlite delivers in-process; PostgreSQL needs a connection of its own, outside the
   * pool (a pooled one goes back to other work and its LISTEN with it). `onLost` is called once
   * if that connection dies (a restart, a failover): what was notified meanwhile is gone, listen
   * again. Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  /**
   * Tells `observer` how long each statement takes (the metrics, docs/decisions/0050-health-and-metrics.md);
   * returns the function that stops telling it. Nothing is timed while nobody observes.
   */
  observeStatements(observer: StatementObserver): () => void;
}

/** The committed migrations (drizzle's journal is meta/_journal.json): applied at open, checked by /readyz. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  /** preparedStatements false: every statement unnamed (behind PgBouncer in transaction mode). */
  | { kind: 'postgres'; url: string; preparedStatements?: boolean }
  /**
   * dataDir undefined: an in-memory database (tests). loadDataDir: start from a dump made with
   * `dumpDataDir()` (tests copy one migrated template instead of migrating per file).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Any fixed number: it names the advisory lock all instances of this app agree on. */
const MIGRATION_LOCK_ID = 7_413_220_913;

/**
 * Several instances may start at once against one PostgreSQL (docs/architecture.md §2): a session-level advisory
 * lock on one connection makes them migrate one after another; the later ones find nothing to do.
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Sends every statement of this connection unnamed. Named statements (drizzle's `.prepare(name)`,
 * document reads) live in one server session; a pooler in transaction mode hands each
 * transaction to any server connection, where that name is unknown ("prepared statement does not
 * exist"). Unnamed, PostgreSQL parses and plans each statement again: slower, but correct there.
 */
function unnameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
    query(config && typeof config === 'object' && 'name' in config ? { ...config, name: undefined } : config, ...rest);
}

/**
 * Times every statement of this pooled connection: from when the connection is handed the
 * statement to its answer (the wait for a free connection is not the statement's). node-postgres
 * takes a callback (pool.query) or returns a promise (a transaction's client); a submittable
 * (a cursor) is left alone.
 */
function timeStatements(client: pg.PoolClient, timer: StatementTimer): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const start = timer.start();
    if (start === undefined || typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') return query(...args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        timer.done(start);
        return (callback as (...answer: unknown[]) => unknown)(...answer);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).finally(() => timer.done(start));
  };
}

/** One connection that only listens; ended by the returned function or when the pool's owner closes. */
async function listenOnPostgres(
  url: string,
  listeners: Set<pg.Client>,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  // keepAlive: a peer that vanished without closing (a failover) is noticed, not waited on forever.
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let done = false;
  const end = async () => {
    done = true;
    listeners.delete(client);
    await client.end().catch(() => undefined);
  };
  const lost = (error: Error) => {
    if (done) return;
    void end();
    onLost(error);
  };
  client.on('notification', (note) => {
    if (note.channel === channel && note.payload !== undefined) onPayload(note.payload);
  });
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening connection ended')));
  listeners.add(client);
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await end();
    throw error;
  }
  return end;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) is emitted here;
    // without a listener Node would crash the whole process. The pool replaces it on next use.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost (${error.message}); the pool will reconnect`);
    });
    if (target.preparedStatements === false) pool.on('connect', unnameStatements);
    const statements = new StatementTimer();
    pool.on('connect', (client) => timeStatements(client, statements));
    try {
      await migrateExclusively(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema });
    const listeners = new Set<pg.Client>();
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: async () => {
        await Promise.all([...listeners].map((listener) => listener.end().catch(() => undefined)));
        await pool.end();
      },
      listen: (channel, onPayload, onLost) => listenOnPostgres(target.url, listeners, channel, onPayload, onLost),
      observeStatements: (observer) => statements.observe(observer),
    };
  }
  if (target.dataDir) await mkdir(path.dirname(target.dataDir), { recursive: true });
  // pg_trgm backs the public game search (migration 0002 creates the extension): PGlite must load
  // its code on every start, also for a data dir or dump where it already exists.
  const open = async (loadDataDir: Blob | undefined) => {
    const pglite = new PreparedPGlite({ dataDir: target.dataDir, loadDataDir, extensions: { pg_trgm } });
    await pglite.waitReady;
    return pglite;
  };
  // A first start on a new DATA_DIR loads the kept empty cluster instead of running initdb (~5 s
  // of CPU less; server/db/empty-cluster.ts). An in-memory database without a dump is for tests,
  // which start from their own migrated copy (tests/support/pglite-template.ts) or initdb.
  const client = target.loadDataDir
    ? await open(target.loadDataDir)
    : target.dataDir
      ? await startOnEmptyCluster(open, target.dataDir)
      : await open(undefined);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    // In-process: the one connection hears its own NOTIFYs (after their commit), as PostgreSQL does.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    observeStatements: (observer) => client.statements.observe(observer),
  };
}
