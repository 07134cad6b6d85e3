import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx server/main.ts` as `npm start` runs it, minus the test runner's environment. */
function startServer(env: Record<string, string>): Started {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && !key.startsWith('OIDC_') && !['NODE_ENV', 'DATABASE_URL', 'TEST_DB'].includes(key),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...base, HOST: '127.0.0.1', PORT: '0', STATIC_DIR: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const RUNNING = /running at (http:\/\/127\.0\.0\.1:\d+)/;

/** Waits until the server listens (or exits); returns its URL, or undefined if it exited. */
async function running(server: Started): Promise<string | undefined> {
  await waitFor(() => RUNNING.test(server.output()) || server.child.exitCode !== null, 90_000, 'the server to start');
  return server.output().match(RUNNING)?.[1];
}

/**
 * PostgreSQL's own record of a clean close: the cluster state in pg_control (an int32 at byte 16)
 * is 1 (DB_SHUTDOWNED) after a shutdown checkpoint, 6 (DB_IN_PRODUCTION) while open or after a crash.
 */
async function clusterState(dataDir: string): Promise<'shut down' | 'in production' | number> {
  const control = await readFile(path.join(dataDir, 'pgdata', 'global', 'pg_control'));
  const state = control.readInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'in production' : state;
}

// Each test starts real servers: a first PGlite start (create + migrate) takes 3-15 s on a busy machine,
// so only the first test starts on a new folder; the others on a copy of its folder.
describe('server/main.ts', { timeout: 240_000 }, () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'czc-main-'));
    dirs.push(dir);
    return dir;
  };
  /** The folder of the first test's server once it shut down cleanly: its database made and migrated. */
  let shutDown: string | undefined;
  /**
   * A folder with a database a server made and closed before (a copy of that one), for the tests
   * that are about the lock, not the first start: a server's first start runs initdb and every
   * migration, seconds of CPU. A new folder if the first test did not get that far.
   */
  const usedDataDir = async () => {
    const dir = await dataDir();
    if (shutDown) await cp(path.join(shutDown, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
    return dir;
  };
  const start = (env: Record<string, string>) => {
    const server = startServer(env);
    children.push(server.child);
    return server;
  };
  afterAll(async () => {
    for (const child of children) {
      if (child.signalCode === 'SIGSTOP') child.kill('SIGCONT');
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('starts on PGlite, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dir = await dataDir();
    const first = start({ DATA_DIR: dir });
    const url = await running(first);
    expect(url, first.output()).toBeDefined();
    expect((await fetch(`${url}/api/auth/user`)).status).toBe(401);

    const second = start({ DATA_DIR: dir });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`Another server process is already using the data folder ${dir}`);
    expect(second.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    expect(await clusterState(dir)).toBe('shut down');
    shutDown = dir;
  });

  it('keeps the folder of a paused server, however long the pause, and lets a new server take it once the owner is gone', async () => {
    const dir = await usedDataDir();
    const first = start({ DATA_DIR: dir });
    const url = await running(first);
    expect(url, first.output()).toBeDefined();

    // Paused (kill -STOP, a debugger, a swapped-out VM): it can't refresh anything. The lock file
    // is made to look an hour old, far past the 10 s after which the former lock was taken over.
    first.child.kill('SIGSTOP');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, 'server.lock'), anHourAgo, anHourAgo);
    const second = start({ DATA_DIR: dir });
    await waitFor(() => second.child.exitCode !== null || RUNNING.test(second.output()), 90_000, 'the second server to decide');
    expect(second.output()).not.toMatch(RUNNING);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(
      `Another server process is already using the data folder ${dir} (process ${first.child.pid} on `,
    );

    // Resumed, the first one carries on serving, database included.
    first.child.kill('SIGCONT');
    expect((await fetch(`${url}/api/games/invite/ABCDEF`)).status).toBe(404);
    expect(first.child.exitCode).toBeNull();

    // Killed outright, it leaves its lock behind: the next server takes it over at once.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    const third = start({ DATA_DIR: dir });
    const thirdUrl = await running(third);
    expect(thirdUrl, third.output()).toBeDefined();
    expect((await fetch(`${thirdUrl}/api/games/invite/ABCDEF`)).status).toBe(404);
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    expect(first.output() + third.output()).not.toMatch(/stale threshold|\n\s+at /);
  });

  it('stops cleanly, database closed, with one line and exit code 1 when its lock file is removed', async () => {
    const dir = await usedDataDir();
    const server = start({ DATA_DIR: dir });
    const url = await running(server);
    expect(url, server.output()).toBeDefined();
    expect(await clusterState(dir)).toBe('in production');

    await rm(path.join(dir, 'server.lock'), { recursive: true });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const lines = server.output().trim().split('\n');
    expect(lines.at(-1)).toBe(
      `The data folder lock ${path.join(dir, 'server.lock')} was removed or replaced by another process: ` +
        'stopping this server so that two servers never use one database.',
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(await clusterState(dir)).toBe('shut down');
    // It released nothing that wasn't its own, and the folder opens again.
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('exits non-zero with a readable message, no stack, on a bad configuration', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: path.join(tmpdir(), 'czc-never-created') });
    const { code } = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:\n  PORT: must be a port number from 0 to 65535');
    expect(bad.output()).not.toMatch(/\n\s+at /);
  });
});
