import { describe, expect, inject, it } from 'vitest';
import { startApp, type AppProcess } from '../../../tools/app-process';
import { openEventStream } from '../../../tests/support/event-stream';
import { createEmptyPostgresDatabase } from '../../../tools/postgres-cluster';
import { databaseUnavailable, usingPostgres } from '../../../tests/support/test-database';

/**
 * Live events between real server processes (`node server/main.ts`, as `npm start`): the fan-out
 * through PostgreSQL's LISTEN/NOTIFY (decision 0026), and a shutdown that does not wait for the
 * streams still open.
 */
async function call(server: AppProcess, method: string, path: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0], body: text ? JSON.parse(text) : null };
}

async function signUp(server: AppProcess, username: string): Promise<string> {
  const answer = await call(server, 'POST', '/api/auth/signup', undefined, { username, password: 'long enough password', firstName: username });
  expect(answer.status, server.output()).toBe(201);
  return answer.cookie!;
}

/** SIGTERM with a stream open: the process ends, and ends the stream, well before app-process's 15 s SIGKILL. */
async function stopsPromptly(server: AppProcess, ended: Promise<void>) {
  const started = Date.now();
  await server.stop();
  await ended;
  expect(Date.now() - started, server.output()).toBeLessThan(10_000);
  expect(server.output()).not.toMatch(/SIGKILL|Error/);
}

describe.runIf(usingPostgres() && !databaseUnavailable())('two server processes on one PostgreSQL', () => {
  // Starting a process (and migrating a fresh database) takes many seconds on a loaded 2-core machine.
  it('carry a message written through one to a stream held on the other', { timeout: 180_000 }, async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    const env = { DATABASE_URL: empty.url, STATIC_DIR: '', LOG_LEVEL: 'warn' };
    const [a, b] = await Promise.all([startApp({ env, readyTimeoutMs: 120_000 }), startApp({ env, readyTimeoutMs: 120_000 })]);
    try {
      const ann = await signUp(a, 'ann');
      const ben = await signUp(b, 'ben');
      const start = new Date(Date.now() - 60_000).toISOString();
      const created = await call(a, 'POST', '/api/games', ann, { name: 'Cold showers', startTime: start, endTime: new Date(Date.now() + 3_600_000).toISOString() });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const game = created.body as { id: string; inviteCode: string };
      expect((await call(b, 'POST', `/api/games/join/${game.inviteCode}`, ben)).status).toBe(200);
      const benId = (await call(b, 'GET', '/api/auth/user', ben)).body.id as string;

      const stream = await openEventStream(b.baseUrl, ben);
      expect(stream.status).toBe(200);
      await stream.next((e) => e.type === 'ready', { timeoutMs: 20_000 });
      const sent = await call(a, 'POST', '/api/messages', ann, { gameId: game.id, recipientId: benId, content: 'Through the other one' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const got = await stream.next((e) => e.type === 'message', { timeoutMs: 20_000 });
      expect(got.event).toMatchObject({ type: 'message', gameId: game.id, toUserId: benId, messageId: sent.body.id });
      expect((await stream.next((e) => e.type === 'unread-count', { timeoutMs: 20_000 })).event).toEqual({ type: 'unread-count', count: 1 });

      // And the other way: a post through b reaches ann's stream on a.
      const annStream = await openEventStream(a.baseUrl, ann);
      await annStream.next((e) => e.type === 'ready', { timeoutMs: 20_000 });
      const post = await call(b, 'POST', '/api/posts', ben, { content: 'Did it', gameId: game.id });
      expect(post.status).toBe(201);
      expect((await annStream.next((e) => e.type === 'post', { timeoutMs: 20_000 })).event).toMatchObject({ postId: post.body.id, change: 'created' });

      await Promise.all([stopsPromptly(b, stream.ended), stopsPromptly(a, annStream.ended)]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await empty.drop();
    }
  });
});

describe.runIf(!usingPostgres())('a server process on PGlite', () => {
  it('stops promptly with a stream open', { timeout: 180_000 }, async () => {
    const server = await startApp({ env: { STATIC_DIR: '', LOG_LEVEL: 'warn' }, readyTimeoutMs: 120_000 });
    try {
      const ann = await signUp(server, 'ann');
      const stream = await openEventStream(server.baseUrl, ann);
      expect(stream.status).toBe(200);
      await stream.next((e) => e.type === 'ready', { timeoutMs: 20_000 });
      await stopsPromptly(server, stream.ended);
    } finally {
      await server.stop();
    }
  });
});
