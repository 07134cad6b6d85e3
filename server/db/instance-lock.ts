import { randomInt } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from './client';
import { driverOf } from './prepared-rows';

/**
 * Which server instances are alive, as the database sees them (docs/decisions/0038-idempotency-after-a-crash.md).
 * Every instance has a number; work it leaves marked in the database (an Idempotency-Key claim)
 * carries that number, and another instance can ask whether its owner still runs.
 *
 * - PostgreSQL: the instance holds a session-level advisory lock on (INSTANCE_LOCK_CLASS, its
 *   number) on one connection of its own, outside the pool, for as long as it runs. When the
 *   process dies, however it dies, the kernel closes that socket, PostgreSQL ends the session and
 *   the lock goes with it: the owner is alive exactly while its lock is in pg_locks. Never judged by
 *   age, so a paused or busy instance keeps what it holds (like the data-folder lock, 0012).
 * - PGlite: one process per data folder (server/db/data-dir-lock.ts), so an owner that is not
 *   this instance is an earlier process, which is gone.
 */
export interface InstanceLock {
  /** This instance's number (1 … 2^31-1), unique among the live instances on this database. */
  readonly id: number;
  /** SQL that is true while the instance numbered `owner` (never this one) may still be running. */
  isAlive(owner: AnyColumn | SQL): SQL;
  release(): Promise<void>;
}

/** Any fixed number: the first key of every instance lock (the migration lock is a bigint key). */
export const INSTANCE_LOCK_CLASS = 1_130_588_233;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

const randomId = () => randomInt(1, 2 ** 31 - 1);

export interface InstanceLockOptions {
  /** Told when the lock's connection is lost or can't be made again (it keeps trying). */
  onError?: (error: Error) => void;
}

export async function lockInstance(database: DatabaseHandle, options: InstanceLockOptions = {}): Promise<InstanceLock> {
  if (database.kind === 'pglite') {
    return { id: randomId(), isAlive: () => sql`false`, release: async () => undefined };
  }
  const pool = driverOf(database.db) as pg.Pool; // a 'postgres' handle runs on the pool
  return lockOnPostgres(pool.options, options.onError ?? (() => undefined));
}

/** `owner` is alive while a session of this database holds its advisory lock. */
function heldInPgLocks(owner: AnyColumn | SQL): SQL {
  return sql`exists (select 1 from pg_locks l
    where l.locktype = 'advisory' and l.granted and l.objsubid = 2
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${sql.raw(String(INSTANCE_LOCK_CLASS))}::oid and l.objid = (${owner})::oid)`;
}

async function lockOnPostgres(settings: pg.ClientConfig, onError: (error: Error) => void): Promise<InstanceLock> {
  let client: pg.Client | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  /** A connection holding the lock on `id`, or null when another live instance holds that number. */
  const connect = async (id: number): Promise<pg.Client | null> => {
    // keepAlive: we notice a server that vanished; the server's keepalives (below) notice a host
    // that vanished without closing the socket, so its lock goes within ~25 s, not hours.
    const next = new pg.Client({ ...settings, keepAlive: true });
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query('set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3');
      const { rows } = await next.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [INSTANCE_LOCK_CLASS, id]);
      if (rows[0]?.locked) return next;
      await next.end();
      return null;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  /** While the connection is down the lock is gone and our claims look abandoned: get it back soon. */
  const watch = (held: pg.Client, id: number) => {
    let lost = false;
    const onLost = (error: Error) => {
      if (lost || released) return;
      lost = true;
      client = undefined;
      void held.end().catch(() => undefined);
      onError(new Error(`The instance lock's connection was lost (${error.message}); reconnecting`));
      reconnect(id, 0);
    };
    held.on('error', onLost);
    held.on('end', () => onLost(new Error('connection ended')));
  };

  const reconnect = (id: number, attempt: number) => {
    const again = async () => {
      retry = undefined;
      if (released) return;
      try {
        const next = await connect(id);
        if (!next) throw new Error(`another instance now holds number ${id}`);
        if (released) return void (await next.end().catch(() => undefined));
        client = next;
        watch(next, id);
      } catch (error) {
        onError(error as Error);
        reconnect(id, attempt + 1);
      }
    };
    retry = setTimeout(() => void again(), RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]);
    retry.unref();
  };

  // A number another live instance holds is refused by pg_try_advisory_lock: draw again.
  let id = randomId();
  let held = await connect(id);
  while (!held) held = await connect((id = randomId()));
  client = held;
  watch(held, id);

  return {
    id,
    isAlive: heldInPgLocks,
    release: async () => {
      released = true;
      clearTimeout(retry);
      // Ending the session releases the lock.
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
