import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LiveEvent } from '@contract/events';
import { openEventStream, type EventStreamClient } from './event-stream';
import { addParticipant, createGame, signInAs, type SignedInUser } from './factories';
import { listenOnFreePort } from './raw-http';
import { databaseUnavailable } from './test-database';
import { useTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface LiveServer extends TestApp {
  /** The person's GET /api/events stream on the listening server, once 'ready' came; closed after the file. */
  streamOf(person: SignedInUser): Promise<EventStreamClient>;
  /** A same-origin write as the person, through inject(). */
  call(person: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** A message to `person` from a fresh game of their own: the marker that ends a "nothing else came" check; its id. */
  sentinel(person: SignedInUser): Promise<string>;
  /** Everything `stream` got from index `from` until the sentinel message sent now. */
  eventsUntilSentinel(stream: EventStreamClient, person: SignedInUser, from: number): Promise<LiveEvent[]>;
}

/**
 * One listening app per test file for live events (docs/architecture.md §6 "Live updates and push"): inject()
 * can't hold a stream open, so useTestApp's app also listens on a free loopback port, and the streams the
 * tests open are closed before the app is (vitest runs after-hooks in reverse order). "Got nothing" is checked
 * without sleeping: notes are delivered in order, so once the sentinel, sent later, has arrived, an earlier
 * event that was going to arrive would have.
 */
export function useLiveServer(options: TestAppOptions = {}): LiveServer {
  const t = useTestApp(options);
  const open: EventStreamClient[] = [];
  let baseUrl = '';
  beforeAll(async () => {
    if (!databaseUnavailable()) baseUrl = await listenOnFreePort(t.app);
  });
  afterAll(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  const streamOf = async (person: SignedInUser) => {
    const stream = await openEventStream(baseUrl, person.headers.cookie);
    open.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.type === 'ready');
    return stream;
  };
  const call: LiveServer['call'] = (person, method, url, payload) => t.request({ method, url, payload, headers: person.headers });
  const sentinel = async (person: SignedInUser) => {
    const sender = await signInAs(t.db);
    const game = await createGame(t.db, sender.user.id);
    await addParticipant(t.db, game.id, person.user.id);
    const sent = await call(sender, 'POST', '/api/messages', { gameId: game.id, recipientId: person.user.id, content: 'marker' });
    expect(sent.statusCode).toBe(201);
    return sent.json<{ id: string }>().id;
  };
  const eventsUntilSentinel = async (stream: EventStreamClient, person: SignedInUser, from: number) => {
    const marker = await sentinel(person);
    await stream.next((e) => e.type === 'message' && e.messageId === marker, { from });
    const end = stream.events.findIndex((e) => e.event.type === 'message' && e.event.messageId === marker);
    return stream.events.slice(from, end).map((e) => e.event);
  };
  return Object.assign(t, { streamOf, call, sentinel, eventsUntilSentinel });
}
