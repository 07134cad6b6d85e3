import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { freePort } from './app-process';
import './provided-context';

const run = promisify(execFile);
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
export const SKIP_MESSAGE = 'PostgreSQL binaries not found: skipping the PostgreSQL run of the server suite';

/**
 * vitest globalSetup of the 'server-pg' project: the same server suite on real PostgreSQL. Uses
 * TEST_DATABASE_URL when given; otherwise makes a throwaway cluster (trust auth on 127.0.0.1, a
 * free port, socket and data in a temp folder) and deletes it at the end. initdb refuses to run as
 * root, so as root the cluster belongs to the 'postgres' user.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const asRoot = process.getuid?.() === 0;
  if (!existsSync(path.join(BIN_DIR, 'initdb')) || (asRoot && !(await userExists('postgres')))) {
    console.warn(`\n${SKIP_MESSAGE} (looked in ${BIN_DIR}; set PG_BIN_DIR or TEST_DATABASE_URL)\n`);
    project.provide('postgresAdminUrl', '');
    return undefined;
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'czc-pg-'));
  const dataDir = path.join(dir, 'data');
  // cwd: the postgres user may not be allowed into the repository folder.
  const pg = (tool: string, args: string[]) => {
    const bin = path.join(BIN_DIR, tool);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args], { cwd: dir }) : run(bin, args, { cwd: dir });
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    // Durability is worthless for a throwaway cluster: skip the fsyncs.
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
    project.provide('postgresAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function userExists(name: string): Promise<boolean> {
  return run('id', ['-u', name]).then(
    () => true,
    () => false,
  );
}
