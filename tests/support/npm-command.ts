import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../tools/app-process';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall time from spawn to exit, in milliseconds. */
  ms: number;
}

/** The parent's environment minus the test runner's and the database it points at, plus `env`. */
function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && !key.startsWith('OIDC_') && !['NODE_ENV', 'DATABASE_URL', 'TEST_DB', 'DATA_DIR'].includes(key),
    ),
  );
  return { ...base, ...env };
}

/**
 * `npm run --silent SCRIPT -- ARGS…` as an operator types it (the README's commands: db:backup,
 * db:restore, db:move-to-postgres, admin), with `env` as the only settings, typed in `cwd` (the
 * repository by default; elsewhere npm is pointed at it with --prefix, and the script, run in the
 * repository, finds `cwd` in INIT_CWD as when typed in a subfolder). Resolves when it exits, with
 * what it printed.
 */
export function runNpmScript(script: string, args: string[], env: Record<string, string>, cwd = REPO_ROOT): Promise<CommandRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['--prefix', REPO_ROOT, 'run', '--silent', script, '--', ...args], { cwd, env: commandEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}
