/**
 * A throwaway PostgreSQL cluster of the machine's PostgreSQL 15 (trust auth on 127.0.0.1, a free
 * port, socket and data in a temp folder), and empty databases in it: for the 'server-pg' test
 * project (tests/support/postgres-cluster.ts) and the benchmark (scripts/bench/bench-targets.ts).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './app-process';

const run = promisify(execFile);
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayCluster {
  /** postgres:// URL of the superuser, with CREATE DATABASE rights. */
  adminUrl: string;
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts a cluster, or says why none can start (no binaries). initdb refuses to run as root, so as
 * root the cluster belongs to the 'postgres' user.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster | { unavailable: string }> {
  const asRoot = process.getuid?.() === 0;
  if (!existsSync(path.join(BIN_DIR, 'initdb')) || (asRoot && !(await userExists('postgres')))) {
    return { unavailable: `PostgreSQL binaries not found (looked in ${BIN_DIR}; set PG_BIN_DIR)` };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'czc-pg-'));
  const dataDir = path.join(dir, 'data');
  // cwd: the postgres user may not be allowed into the repository folder.
  const pgTool = (tool: string, args: string[]) => {
    const bin = path.join(BIN_DIR, tool);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args], { cwd: dir }) : run(bin, args, { cwd: dir });
  };
  const stop = async () => {
    await pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    // Durability is worthless for a throwaway cluster: skip the fsyncs.
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await pgTool('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
    return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function userExists(name: string): Promise<boolean> {
  return run('id', ['-u', name]).then(
    () => true,
    () => false,
  );
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database in the cluster of `adminUrl`: its URL and a drop() that removes it. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('No PostgreSQL for this run (see the server-pg globalSetup message)');
  const name = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
