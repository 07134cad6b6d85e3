import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createEmptyPostgresDatabase, startThrowawayCluster } from '../../tools/postgres-cluster';
import { findPostmaster, processTreeCpuMs } from './process-cpu';

/** A database the benchmark can create fresh, seed, load and throw away, as often as it needs. */
export interface BenchTarget {
  name: string;
  /** A fresh, migrated, empty database; dispose() deletes it. */
  fresh(): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }>;
  /** Stops whatever the target started (a throwaway cluster). */
  shutdown(): Promise<void>;
  /**
   * CPU milliseconds the database has used so far outside the server's process, to add to
   * process.cpuUsage(): 0 for PGlite (it runs inside the server), undefined when it can't be seen.
   */
  databaseCpuMs(): number | undefined;
}

/** PGlite in a temporary DATA_DIR, on disk like `npm start` keeps it. */
export function pgliteTarget(): BenchTarget {
  return {
    name: 'PGlite',
    async fresh() {
      const dir = await mkdtemp(join(tmpdir(), 'czc-bench-'));
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pgdata') });
      return {
        database,
        dispose: async () => {
          await database.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
    shutdown: async () => undefined,
    databaseCpuMs: () => 0,
  };
}

/**
 * PostgreSQL: a new database per run on the server of DATABASE_URL (its role must be allowed to
 * CREATE DATABASE; nothing in the named database is touched), or without it on a throwaway cluster
 * of the machine's PostgreSQL 15, started the way the server-pg tests start theirs.
 */
export async function postgresTarget(databaseUrl: string | undefined): Promise<BenchTarget> {
  let adminUrl = databaseUrl ?? '';
  let stopCluster: (() => Promise<void>) | undefined;
  if (!databaseUrl) {
    const cluster = await startThrowawayCluster();
    if ('unavailable' in cluster) throw new Error(`No PostgreSQL: set DATABASE_URL, or install PostgreSQL 15 (${cluster.unavailable})`);
    adminUrl = cluster.adminUrl;
    stopCluster = cluster.stop;
  }
  const { hostname, port } = new URL(adminUrl);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
  const postmaster = local ? findPostmaster(Number(port || 5432)) : undefined;
  return {
    name: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PostgreSQL 15 (throwaway cluster)',
    async fresh() {
      const empty = await createEmptyPostgresDatabase(adminUrl);
      const database = await openDatabase({ kind: 'postgres', url: empty.url });
      return {
        database,
        dispose: async () => {
          await database.close();
          await empty.drop();
        },
      };
    },
    shutdown: async () => {
      await stopCluster?.();
    },
    // The postmaster and its backends, when the server runs on this machine.
    databaseCpuMs: () => (postmaster === undefined ? undefined : processTreeCpuMs(postmaster)),
  };
}

/** Runs `bench` on each named target in turn ('postgres', else PGlite), stopping each one after its run. */
export async function benchEachTarget(names: string[], bench: (target: BenchTarget) => Promise<void>): Promise<void> {
  for (const name of names) {
    const target = name === 'postgres' ? await postgresTarget(process.env.DATABASE_URL) : pgliteTarget();
    try {
      await bench(target);
    } finally {
      await target.shutdown();
    }
  }
}
