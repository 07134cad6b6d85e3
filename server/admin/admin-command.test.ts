import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { startApp, type AppProcess } from '../../tools/app-process';
import { openEventStream } from '../../tests/support/event-stream';
import { runNpmScript } from '../../tests/support/npm-command';
import { createEmptyPostgresDatabase } from '../../tools/postgres-cluster';
import { databaseUnavailable, usingPostgres } from '../../tests/support/test-database';
import { openDatabase } from '../db/client';
import { sessions, users } from '../db/schema/users';
import { askServer } from './socket-client';

/**
 * `npm run admin` as an operator runs it, a child process beside the real server
 * (docs/decisions/0044-admin-command.md): through the running server's socket on the embedded
 * database, directly on a folder no server uses, and directly on PostgreSQL while servers run.
 */

/** `npm run --silent admin -- ARGS…` as the README says to type it: what it printed and its exit code. */
async function runAdmin(env: Record<string, string>, ...args: string[]) {
  const { code, stdout, stderr } = await runNpmScript('admin', args, env);
  return { code, stdout, stderr };
}

async function signUp(app: AppProcess, username: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify({ username, password: 'long enough password', firstName: username }),
  });
  expect(response.status, app.output()).toBe(201);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function me(app: AppProcess, cookie: string): Promise<{ username: string; isOperator: boolean }> {
  const response = await fetch(`${app.baseUrl}/api/auth/user`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

/** A game made by the one signed in with `creator` and joined by `member`, who posts in it: the post's id. */
async function postInAGame(app: AppProcess, creator: string, member: string): Promise<{ gameId: string; postId: string }> {
  const send = async (cookie: string, url: string, body: unknown) => {
    const response = await fetch(`${app.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
    return answer;
  };
  // Started a minute ago (a game may not start further in the past), so it is active.
  const [startTime, endTime] = [new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 3_600_000).toISOString()];
  const game = await send(creator, '/api/games', { name: 'Cold showers', startTime, endTime });
  await send(member, `/api/games/join/${game.inviteCode}`, {});
  const post = await send(member, '/api/posts', { content: 'Did it', gameId: game.id });
  return { gameId: game.id, postId: post.id };
}

/**
 * `npm run admin -- suspend ben` as an operator's suspension: ben (new, in a game of the person
 * signed in with `watcher`, with a post) is signed out, and the watcher's open live stream hears
 * that ben's post changed (hidden), as from the app.
 */
async function suspendsBenWhileWatched(app: AppProcess, env: Record<string, string>, watcher: string): Promise<void> {
  const ben = await signUp(app, 'ben');
  const { postId } = await postInAGame(app, watcher, ben);
  const stream = await openEventStream(app.baseUrl, watcher);
  try {
    await stream.next((e) => e.type === 'ready', { timeoutMs: 20_000 });
    expect(await runAdmin(env, 'suspend', 'ben')).toEqual({
      code: 0,
      stdout: 'ben is suspended: signed out everywhere, no sign-in until unsuspend, and what they wrote is hidden\n',
      stderr: '',
    });
    const heard = await stream.next((e) => e.type === 'post' && e.postId === postId, { timeoutMs: 20_000 });
    expect(heard.event).toMatchObject({ change: 'changed' });
  } finally {
    stream.close();
  }
  expect((await fetch(`${app.baseUrl}/api/auth/user`, { headers: { cookie: ben } })).status).toBe(401);
}

const SERVER_ENV = { STATIC_DIR: '', LOG_LEVEL: 'warn' };

// A server start and several commands, each a Node process with tsx: minutes on a busy 2-core machine.
describe.runIf(!usingPostgres())('npm run admin on the embedded database', { timeout: 240_000 }, () => {
  it('asks the running server over DATA_DIR/admin.sock (0600), which keeps its folder', async () => {
    const app = await startApp({ env: SERVER_ENV });
    try {
      const cookie = await signUp(app, 'maya');
      const env = { DATA_DIR: app.dataDir };
      const lockBefore = await readFile(path.join(app.dataDir, 'server.lock'), 'utf8');

      const granted = await runAdmin(env, 'grant-operator', 'maya');
      expect(granted, app.output()).toEqual({ code: 0, stdout: 'maya is now an operator\n', stderr: '' });
      expect(await me(app, cookie)).toMatchObject({ username: 'maya', isOperator: true });

      expect(await runAdmin(env, 'revoke-operator', 'maya')).toEqual({ code: 0, stdout: 'maya is no longer an operator\n', stderr: '' });
      expect((await me(app, cookie)).isOperator).toBe(false);
      expect(await runAdmin(env, 'unsuspend', 'maya')).toEqual({ code: 0, stdout: 'maya is not suspended\n', stderr: '' });
      expect(await runAdmin(env, 'grant-operator', 'nobody')).toEqual({ code: 1, stdout: '', stderr: 'No user named nobody\n' });

      await suspendsBenWhileWatched(app, env, cookie);
      // A several-line answer through the socket, one line per person.
      const listed = await runAdmin(env, 'list-users', '--suspended');
      expect(listed, app.output()).toMatchObject({ code: 0, stderr: '' });
      expect(listed.stdout).toMatch(/^1 person:\nben {2}ben {2}joined \S+, 1 game joined, 0 accomplishments, suspended since \S+\n$/);

      // The command never took the folder: the server still holds the same lock and answers.
      expect(await readFile(path.join(app.dataDir, 'server.lock'), 'utf8')).toBe(lockBefore);
      expect((await me(app, cookie)).username).toBe('maya');

      const socketPath = path.join(app.dataDir, 'admin.sock');
      expect(((await stat(socketPath)).mode & 0o777).toString(8)).toBe('600');
      const refused = await askServer(socketPath, { op: 'sql', args: ['update users set is_operator = true'] });
      expect(refused?.ok).toBe(false);
      expect(refused?.message).toMatch(/^Unknown operation sql\n/);
      expect((await me(app, cookie)).isOperator).toBe(false);
    } finally {
      await app.stop();
    }
    // A clean stop removes the socket with the rest.
    expect(app.output()).not.toMatch(/Error/);
  });

  it('opens the folder itself when no server runs, holding the data-folder lock meanwhile', async () => {
    const app = await startApp({ env: SERVER_ENV });
    try {
      await signUp(app, 'ben');
      // A crash: the socket file and the lock stay behind, naming a process that is gone.
      await app.kill();
      expect(existsSync(path.join(app.dataDir, 'admin.sock'))).toBe(true);
      const env = { DATA_DIR: app.dataDir };

      expect(await runAdmin(env, 'grant-operator', 'ben')).toEqual({ code: 0, stdout: 'ben is now an operator\n', stderr: '' });
      expect(await runAdmin(env, 'grant-operator', 'nobody')).toEqual({ code: 1, stdout: '', stderr: 'No user named nobody\n' });
      expect(await runAdmin(env, 'suspend', 'ben')).toMatchObject({ code: 0, stderr: '' });
      expect((await runAdmin(env, 'list-users', '--operators')).stdout).toMatch(/^1 person:\nben {2}ben {2}joined .*, operator, suspended since \S+\n$/);
      // The command let go of the folder again.
      expect(existsSync(path.join(app.dataDir, 'server.lock'))).toBe(false);

      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(app.dataDir, 'pgdata') });
      try {
        const [row] = await database.db.select({ id: users.id, isOperator: users.isOperator, suspendedAt: users.suspendedAt }).from(users).where(eq(users.username, 'ben'));
        expect(row).toMatchObject({ isOperator: true, suspendedAt: expect.any(Date) });
        expect(await database.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await app.stop();
    }
  });

  it('refuses a data folder without a database, creating nothing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'czc-admin-'));
    try {
      const missing = path.join(empty, 'missing');
      // Two folders, two commands at once: neither opens anything.
      const [ran, noDatabase] = await Promise.all([
        runAdmin({ DATA_DIR: missing }, 'grant-operator', 'maya'),
        runAdmin({ DATA_DIR: empty }, 'grant-operator', 'maya'),
      ]);
      expect(ran.code).toBe(1);
      expect(ran.stderr).toBe(`There is no data folder ${missing}: start the server once, or set DATA_DIR\n`);
      expect(existsSync(missing)).toBe(false);
      expect(noDatabase.code).toBe(1);
      expect(noDatabase.stderr).toBe(`There is no database in ${empty}: start the server once, or set DATA_DIR\n`);
      expect(existsSync(path.join(empty, 'pgdata'))).toBe(false);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('refuses an unknown operation before opening anything', async () => {
    const [ran, help] = await Promise.all([runAdmin({ DATA_DIR: '/nonexistent/czc' }, 'drop-everything', 'maya'), runAdmin({ DATA_DIR: '/nonexistent/czc' }, '--help')]);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/^Unknown operation drop-everything\nUsage:\n {2}npm run admin -- grant-operator USERNAME\n/);
    // --help lists every operation with its words and summary, on stdout.
    expect(help.code).toBe(0);
    const listed = [...help.stdout.matchAll(/^ {2}npm run admin -- (\S+).*\n {6}\S/gm)].map((match) => match[1]);
    expect(listed).toEqual(expect.arrayContaining(['grant-operator', 'revoke-operator', 'suspend', 'unsuspend', 'reset-password', 'list-users']));
  });
});

describe.runIf(usingPostgres() && !databaseUnavailable())('npm run admin with DATABASE_URL', { timeout: 240_000 }, () => {
  it('connects to PostgreSQL directly while the server runs', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    const app = await startApp({ env: { ...SERVER_ENV, DATABASE_URL: empty.url } });
    try {
      const cookie = await signUp(app, 'maya');
      const env = { DATABASE_URL: empty.url };
      expect(await runAdmin(env, 'grant-operator', 'maya')).toEqual({ code: 0, stdout: 'maya is now an operator\n', stderr: '' });
      expect((await me(app, cookie)).isOperator).toBe(true);
      expect(await runAdmin(env, 'revoke-operator', 'maya')).toEqual({ code: 0, stdout: 'maya is no longer an operator\n', stderr: '' });
      expect((await me(app, cookie)).isOperator).toBe(false);
      expect(await runAdmin(env, 'revoke-operator', 'nobody')).toEqual({ code: 1, stdout: '', stderr: 'No user named nobody\n' });
      // The command's NOTIFY reaches the server's streams through PostgreSQL.
      await suspendsBenWhileWatched(app, env, cookie);
      expect((await runAdmin(env, 'list-users')).stdout).toMatch(/^2 people:\nben {3}ben {3}joined .*, suspended since \S+\nmaya {2}maya {2}joined [^\n]*\n$/);
      // No socket with PostgreSQL: nothing in DATA_DIR.
      expect(existsSync(path.join(app.dataDir, 'admin.sock'))).toBe(false);
    } finally {
      await app.stop();
      await empty.drop();
    }
  });
});
