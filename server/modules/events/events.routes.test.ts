import { describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_PERSON } from '@contract/events';
import { waitUntil, type EventStreamClient } from '../../../tests/support/event-stream';
import { addParticipant, createGame, sharePost, signInAs } from '../../../tests/support/factories';
import { useLiveServer } from '../../../tests/support/live-server';
import { finalizeGame } from '../game-end/finalize-game';

/**
 * GET /api/events on a real listening server (docs/architecture.md §6 "Live updates and push", decision 0026):
 * who gets which event, the cap, and that nothing outlives its connection. "Gets nothing" is
 * checked without sleeping: notes are delivered in order, so once a later event meant for the
 * same stream has arrived, an earlier one that was going to arrive would have.
 */
const t = useLiveServer({ liveEvents: { heartbeatMs: 300 } });
const { streamOf, call, sentinel, eventsUntilSentinel } = t;

/** Ann's game with Ben in it and Cy outside it, each with a tab open; `cyFrom`: where Cy's events after that start. */
async function playersAndStranger() {
  const [ann, ben, cy] = await Promise.all([signInAs(t.db), signInAs(t.db), signInAs(t.db)]);
  const game = await createGame(t.db, ann.user.id);
  await addParticipant(t.db, game.id, ben.user.id);
  const [annTab, benTab, cyTab] = [await streamOf(ann), await streamOf(ben), await streamOf(cy)];
  return { ann, ben, cy, game, annTab, benTab, cyTab, cyFrom: cyTab.events.length };
}

describe('GET /api/events', () => {
  it('answers a visitor 401 before anything else', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const deadCookie = await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: 'sid=nobody' } });
    expect(deadCookie.statusCode).toBe(401);
    expect(t.app.events.streamCount()).toBe(0);
  });

  it('streams unbuffered with the security headers, an id per event and a heartbeat', async () => {
    const ann = await signInAs(t.db);
    const stream = await streamOf(ann);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.events[0]).toEqual({ id: '1', event: { type: 'ready' } });
    await waitUntil(() => stream.comments.includes('ping'), 'a heartbeat comment arrives');
    stream.close();
  });

  it('brings a message to its recipient within a second, to the sender\'s other tabs, and to nobody else', async () => {
    const { ann, ben, cy, game, annTab, benTab, cyTab, cyFrom } = await playersAndStranger();

    const started = Date.now();
    const sent = await call(ann, 'POST', '/api/messages', { gameId: game.id, recipientId: ben.user.id, content: 'Hi Ben' });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json<{ id: string }>().id;
    const expected = { type: 'message', gameId: game.id, fromUserId: ann.user.id, toUserId: ben.user.id, messageId };
    const got = await benTab.next((e) => e.type === 'message');
    expect(Date.now() - started).toBeLessThan(1_000 + 2_000); // the send itself included, on a loaded machine
    expect(got.event).toEqual(expected);
    expect((await benTab.next((e) => e.type === 'unread-count')).event).toEqual({ type: 'unread-count', count: 1 });
    expect((await annTab.next((e) => e.type === 'message')).event).toEqual(expected);
    expect(Number(got.id)).toBeGreaterThan(1);

    // Ben reads the thread on another device: this tab's badge drops.
    const read = await call(ben, 'PUT', `/api/messages/conversations/${game.id}/${ann.user.id}/read`);
    expect(read.statusCode).toBe(200);
    await benTab.next((e) => e.type === 'unread-count' && e.count === 0);

    expect(await eventsUntilSentinel(cyTab, cy, cyFrom)).toEqual([]);
  });

  it('carries posts and likes to the game\'s participants only, never to a stranger', async () => {
    const { ann, ben, cy, game, annTab, benTab, cyTab, cyFrom } = await playersAndStranger();

    const post = await sharePost(t.db, ann.user.id, game.id);
    const created = { type: 'post', gameId: game.id, postId: post.id, change: 'created' };
    expect((await benTab.next((e) => e.type === 'post')).event).toEqual(created);
    expect((await annTab.next((e) => e.type === 'post')).event).toEqual(created);

    expect((await call(ben, 'POST', `/api/posts/${post.id}/upvote`)).statusCode).toBe(200);
    const liked = { type: 'like', gameId: game.id, postId: post.id, upvoteCount: 1 };
    expect((await annTab.next((e) => e.type === 'like')).event).toEqual(liked);
    // Setting the same state again changes nothing and says nothing.
    expect((await call(ben, 'PUT', `/api/posts/${post.id}/upvote`, { upvoted: true })).statusCode).toBe(200);

    expect((await call(ann, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    const deleted = { ...created, change: 'deleted' };
    const from = benTab.events.length - 1;
    expect((await benTab.next((e) => e.type === 'post' && e.change === 'deleted', { from })).event).toEqual(deleted);

    expect(await eventsUntilSentinel(cyTab, cy, cyFrom)).toEqual([]);
    expect(annTab.events.filter((e) => e.event.type === 'like')).toHaveLength(1);
  });

  it('tells the invited person, the managers of a join request, and each player their game notification', async () => {
    const [ann, ben, cy, dee] = await Promise.all([signInAs(t.db), signInAs(t.db), signInAs(t.db), signInAs(t.db)]);
    const game = await createGame(t.db, ann.user.id, { requiresApproval: true });
    await addParticipant(t.db, game.id, ben.user.id);
    const [annTab, benTab, cyTab, deeTab] = [await streamOf(ann), await streamOf(ben), await streamOf(cy), await streamOf(dee)];
    const benFrom = benTab.events.length;

    expect((await call(ben, 'POST', `/api/games/${game.id}/invite`, { username: cy.user.username })).statusCode).toBe(201);
    expect((await cyTab.next((e) => e.type === 'invitation')).event).toEqual({ type: 'invitation', gameId: game.id });

    const asked = await call(dee, 'POST', `/api/games/join/${game.inviteCode}`);
    expect(asked.json()).toMatchObject({ requiresApproval: true });
    expect((await annTab.next((e) => e.type === 'join-request')).event).toEqual({ type: 'join-request', gameId: game.id });

    // The game ends; finalising it (the job, or a read) notifies both players.
    await t.db.execute(`update games set start_time = now() - interval '2 hours', end_time = now() - interval '1 second' where id = '${game.id}'`);
    expect(await finalizeGame(t.db, game.id)).toBe(true);
    const annNote = await annTab.next((e) => e.type === 'game-notification');
    const benNote = await benTab.next((e) => e.type === 'game-notification');
    expect(annNote.event).toMatchObject({ type: 'game-notification', gameId: game.id });
    expect(benNote.event).toMatchObject({ type: 'game-notification', gameId: game.id });
    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications/games', headers: ben.headers });
    expect(notes.json<Array<{ id: string }>>().map((n) => n.id)).toEqual([(benNote.event as { notificationId: string }).notificationId]);

    // Ben, a plain participant, heard of no join request; Dee, who only asked, of no game end.
    expect((await eventsUntilSentinel(benTab, ben, benFrom)).map((e) => e.type)).toEqual(['game-notification']);
    expect(await eventsUntilSentinel(deeTab, dee, 1)).toEqual([]);
  });

  it(`keeps ${LIVE_STREAMS_PER_PERSON} streams per person: a new one closes the oldest, told not to come back at once`, async () => {
    const eve = await signInAs(t.db);
    const tabs: EventStreamClient[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_PERSON; i++) tabs.push(await streamOf(eve));
    expect(t.app.events.streamCount(eve.user.id)).toBe(LIVE_STREAMS_PER_PERSON);
    const newest = await streamOf(eve);
    await tabs[0]!.next((e) => e.type === 'replaced');
    await tabs[0]!.ended;
    expect(tabs[0]!.retries).toEqual([3_600_000]);
    expect(t.app.events.streamCount(eve.user.id)).toBe(LIVE_STREAMS_PER_PERSON);
    // The others, the newest included, still hear what is meant for eve.
    await sentinel(eve);
    for (const tab of [...tabs.slice(1), newest]) await tab.next((e) => e.type === 'message');
    for (const tab of [...tabs, newest]) tab.close();
    await waitUntil(() => t.app.events.streamCount(eve.user.id) === 0, "eve's closed streams are forgotten");
  });

  it('frees what a stream held once the client hangs up', async () => {
    const fay = await signInAs(t.db);
    const before = t.app.events.streamCount();
    const tab = await streamOf(fay);
    expect(t.app.events.streamCount(fay.user.id)).toBe(1);
    tab.close();
    await waitUntil(() => t.app.events.streamCount() === before, 'the bus forgets the closed stream');
    expect(t.app.events.streamCount(fay.user.id)).toBe(0);
  });
});
