/**
 * Starts the REAL app as a child process, the way `npm start` runs it (after the build):
 * `node --import tsx server/main.ts` on a free port of 127.0.0.1 with a fresh PGlite DATA_DIR.
 * The caller must make sure dist/ is built (the e2e project's globalSetup does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface AppProcess {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, wait for the exit (SIGKILL after a grace period), remove DATA_DIR (unless it was given). */
  stop(): Promise<void>;
  /** SIGKILL, a crash: nothing is closed. Resolves once the process is gone; stop() still removes DATA_DIR. */
  kill(): Promise<void>;
}

export interface StartAppOptions {
  /** Extra environment for the server. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** An existing DATA_DIR (a seeded one) instead of a fresh folder: the caller's, kept by stop(). */
  dataDir?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The parent's environment minus what would make the child differ from a plain `npm start` (another
 * database, built-in accounts replaced by OIDC), and with no scheduled backups (a caller may turn
 * them on): the first one would start a minute in and spend several seconds of CPU in a child
 * process that no caller waits for (a browser journey beside it, a measurement). server/backup/
 * tests them. Also the environment of scripts/perf/'s server.
 */
export function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { BACKUP_INTERVAL_HOURS: '0' };
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key === 'DATABASE_URL' || key === 'TEST' || key.startsWith('VITEST')) continue;
    if (key.startsWith('OIDC_')) continue;
    env[key] = value;
  }
  return env;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startApp(options: StartAppOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'czc-e2e-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...serverEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 15_000))) {
          child.kill('SIGKILL');
          await waitForExit(child, 5_000);
        }
      }
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      }
      try {
        const response = await fetch(`${baseUrl}/api/auth/user`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 401) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not answer GET /api/auth/user with 401 in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }

  const kill = async (): Promise<void> => {
    child.kill('SIGKILL');
    await waitForExit(child, 10_000);
  };

  return { baseUrl, dataDir, output: () => output, stop, kill };
}
