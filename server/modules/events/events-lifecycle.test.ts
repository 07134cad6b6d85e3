import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../tests/support/event-stream';
import { addParticipant, createGame, sharePost, signInAs } from '../../../tests/support/factories';
import { listenOnFreePort } from '../../../tests/support/raw-http';
import { testConfig } from '../../../tools/test-config';
import { createTestDatabase, databaseUnavailable, usingPostgres } from '../../../tests/support/test-database';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { LIVE_UNAVAILABLE } from './events.routes';

/** The event bus's life (decision 0026): closing the app, a lost LISTEN, a LISTEN that can't start. */
const unavailable = databaseUnavailable();
let database: DatabaseHandle;
let app: App | undefined;
const streams: EventStreamClient[] = [];

beforeEach(async (context) => {
  if (unavailable) return context.skip('no PostgreSQL for this run');
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await app?.close();
  app = undefined;
  await database?.close();
});

async function start(handle: DatabaseHandle = database) {
  app = await buildApp({ config: testConfig(), database: handle });
  return listenOnFreePort(app);
}

async function stream(baseUrl: string, cookie: string) {
  const opened = await openEventStream(baseUrl, cookie);
  streams.push(opened);
  expect(opened.status).toBe(200);
  await opened.next((e) => e.type === 'ready');
  return opened;
}

describe('the live-event bus', () => {
  it('ends every stream when the app closes, so closing does not wait for the clients', async () => {
    const baseUrl = await start();
    const ann = await signInAs(database.db);
    const [first, second] = [await stream(baseUrl, ann.headers.cookie), await stream(baseUrl, ann.headers.cookie)];
    await app!.close();
    await Promise.all([first.ended, second.ended]);
    expect(app!.events.streamCount()).toBe(0);
  });

  it('answers 503 while it cannot listen, and tries again at the next stream', async () => {
    let attempts = 0;
    const baseUrl = await start({
      ...database,
      listen: (...args) => (++attempts === 1 ? Promise.reject(new Error('database down')) : database.listen(...args)),
    });
    const ann = await signInAs(database.db);
    const refused = await app!.inject({ method: 'GET', url: '/api/events', headers: ann.headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: LIVE_UNAVAILABLE });
    expect(refused.headers['cache-control']).toBe('no-store');
    await stream(baseUrl, ann.headers.cookie);
    expect(attempts).toBe(2);
  });

  it.runIf(usingPostgres())('ends the streams when the LISTEN connection is lost, and listens again for the next one', async () => {
    const baseUrl = await start();
    const [ann, ben] = [await signInAs(database.db), await signInAs(database.db)];
    const game = await createGame(database.db, ann.user.id);
    await addParticipant(database.db, game.id, ben.user.id);
    const before = await stream(baseUrl, ben.headers.cookie);
    // What an administrator or a failover does to the one listening connection.
    await database.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    await before.ended;
    const after = await stream(baseUrl, ben.headers.cookie);
    const post = await sharePost(database.db, ann.user.id, game.id);
    expect((await after.next((e) => e.type === 'post')).event).toMatchObject({ postId: post.id });
  });
});
