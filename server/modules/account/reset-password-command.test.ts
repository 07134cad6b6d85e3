import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, startApp, type AppProcess } from '../../../tools/app-process';
import { usingPostgres } from '../../../tests/support/test-database';

/**
 * `npm run admin -- reset-password USERNAME` as an operator runs it, a child process beside the
 * running server (over its admin socket, docs/decisions/0044-admin-command.md): the link it prints
 * works in the browser's place, once. The operation itself is tested on both databases in
 * reset-password.routes.test.ts.
 */

/** The parent's environment minus the test runner's, plus `env` (as admin-command.test.ts does). */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && !key.startsWith('OIDC_') && !['NODE_ENV', 'DATABASE_URL', 'TEST_DB', 'DATA_DIR', 'PUBLIC_URL', 'PORT'].includes(key),
    ),
  );
  return { ...base, ...env };
}

function runAdmin(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin/admin.ts', ...args], { cwd: REPO_ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const post = (app: AppProcess, path: string, body: unknown, cookie?: string) =>
  fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const sidOf = (response: Response) => response.headers.getSetCookie().find((c) => /^sid=[^;]/.test(c))!.split(';')[0]!;

describe.runIf(!usingPostgres())('npm run admin -- reset-password', { timeout: 240_000 }, () => {
  it('prints a one-time link to /reset-password that signs the person in with a new password', async () => {
    const app = await startApp({ env: { STATIC_DIR: '', LOG_LEVEL: 'warn' } });
    try {
      const signedUp = await post(app, '/api/auth/signup', { username: 'maya', password: 'long enough password', firstName: 'Maya' });
      expect(signedUp.status, app.output()).toBe(201);
      const oldCookie = sidOf(signedUp);

      const ran = await runAdmin({ DATA_DIR: app.dataDir }, 'reset-password', 'maya');
      expect(ran.code, ran.stderr + app.output()).toBe(0);
      const port = new URL(app.baseUrl).port;
      const link = new RegExp(`^http://localhost:${port}/reset-password\\?token=([A-Za-z0-9_-]{43})$`, 'm').exec(ran.stdout);
      expect(link, ran.stdout).not.toBeNull();
      const token = link![1]!;

      const reset = await post(app, '/api/auth/reset-password', { token, newPassword: 'a brand new password' });
      expect(reset.status).toBe(204);
      const me = await fetch(`${app.baseUrl}/api/auth/user`, { headers: { cookie: sidOf(reset) } });
      expect(((await me.json()) as { username: string }).username).toBe('maya');
      expect((await fetch(`${app.baseUrl}/api/auth/user`, { headers: { cookie: oldCookie } })).status).toBe(401);
      expect((await post(app, '/api/auth/reset-password', { token, newPassword: 'yet another password' })).status).toBe(400);
      expect((await post(app, '/api/auth/signin', { username: 'maya', password: 'a brand new password' })).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
