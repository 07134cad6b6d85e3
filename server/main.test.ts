import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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

describe('server/main.ts', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('starts on PGlite, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'czc-main-'));
    dirs.push(dataDir);
    const first = startServer({ DATA_DIR: dataDir });
    children.push(first.child);
    await waitFor(() => /running at http:\/\/127\.0\.0\.1:\d+/.test(first.output()) || first.child.exitCode !== null, 60_000, 'the first server');
    const url = first.output().match(/running at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    expect(url, first.output()).toBeDefined();
    expect((await fetch(`${url}/api/auth/user`)).status).toBe(401);

    const second = startServer({ DATA_DIR: dataDir });
    children.push(second.child);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`Another server process is already using the data folder ${dataDir}`);
    expect(second.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('exits non-zero with a readable message, no stack, on a bad configuration', async () => {
    const bad = startServer({ PORT: 'eighty', DATA_DIR: path.join(tmpdir(), 'czc-never-created') });
    children.push(bad.child);
    const { code } = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:\n  PORT: must be a port number from 0 to 65535');
    expect(bad.output()).not.toMatch(/\n\s+at /);
  });
});
