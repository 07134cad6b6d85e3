import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OutboxEntry, SendOutcome } from './outbox-entry';
import { defineOutboxKind } from './outbox-kind';
import { Outbox } from './outbox';
import { memoryOutboxStorage } from './outbox-storage';

// Kinds of this test's own: the outbox knows no feature (the app's kinds are tested where they live).
const noteKind = defineOutboxKind({
  kind: 'note',
  payload: () => Promise.resolve(z.object({ content: z.string() })),
  send: async () => ({}),
  refreshes: [['notes']],
  title: () => 'Note',
  text: (note) => note.content,
});
const toggleKind = defineOutboxKind({
  kind: 'toggle',
  payload: () => Promise.resolve(z.object({ itemId: z.string(), on: z.boolean(), wasOn: z.boolean() })),
  send: async () => ({}),
  // Like a like: the last state wins, and back to where it started sends nothing.
  merge: { key: (t) => t.itemId, combine: (waiting, next) => (next.on === waiting.wasOn ? null : { ...waiting, on: next.on }) },
  refreshes: [],
  title: () => 'Toggle',
  text: () => null,
});
const post = (content: string) => noteKind.write({ content });
const like = (itemId: string, on: boolean, wasOn = !on) => toggleKind.write({ itemId, on, wasOn });
const contentOf = (entry: OutboxEntry) => (noteKind.owns(entry) ? entry.payload.content : '');

function setup(answers: Array<SendOutcome | ((entry: OutboxEntry) => SendOutcome)> = []) {
  let clock = 1_000;
  let id = 0;
  const sent: OutboxEntry[] = [];
  const storage = memoryOutboxStorage();
  const outbox = new Outbox({
    storage,
    now: () => clock,
    newId: () => `id-${String(++id).padStart(3, '0')}`,
    send: async (entry) => {
      sent.push(entry);
      const answer = answers.shift() ?? { result: 'sent', response: {} };
      return typeof answer === 'function' ? answer(entry) : answer;
    },
  });
  outbox.register(noteKind, toggleKind);
  return { outbox, sent, storage, advance: (ms: number) => (clock += ms) };
}

describe('Outbox', () => {
  it('sends entries in the order they were queued and removes them', async () => {
    const { outbox, sent, advance } = setup();
    await outbox.enqueue('u1', post('first'));
    advance(1);
    await outbox.enqueue('u1', post('second'));
    const result = await outbox.flush('u1');
    expect(sent.map(contentOf)).toEqual(['first', 'second']);
    expect(result.sent).toHaveLength(2);
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('never sends what another person queued', async () => {
    const { outbox, sent } = setup();
    await outbox.enqueue('someone-else', post('theirs'));
    await outbox.flush('u1');
    expect(sent).toEqual([]);
    expect(await outbox.list('someone-else')).toHaveLength(1);
  });

  it('keeps an entry that could not be sent, backs off, and lets nothing overtake it', async () => {
    const { outbox, sent, advance } = setup([{ result: 'retry', message: 'No connection' }]);
    await outbox.enqueue('u1', post('first'));
    advance(1);
    await outbox.enqueue('u1', post('second'));
    const first = await outbox.flush('u1');
    expect(sent).toHaveLength(1);
    expect(first.retryAt).toBe(1_001 + 2_000);
    const [waiting] = await outbox.list('u1');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'No connection' });

    expect((await outbox.flush('u1')).sent).toEqual([]);
    expect(sent).toHaveLength(1);
    advance(2_000);
    expect((await outbox.flush('u1')).sent).toHaveLength(2);
    // The same id (Idempotency-Key) on every attempt.
    expect(sent[0]!.id).toBe(sent[1]!.id);
  });

  it('doubles the wait after each failed attempt, and resume() skips the wait', async () => {
    const retry = { result: 'retry', message: '503' } as const;
    const { outbox, advance } = setup([retry, retry]);
    await outbox.enqueue('u1', post('x'));
    expect((await outbox.flush('u1')).retryAt).toBe(1_000 + 2_000);
    advance(2_000);
    expect((await outbox.flush('u1')).retryAt).toBe(3_000 + 4_000);
    await outbox.resume('u1');
    expect((await outbox.flush('u1')).sent).toHaveLength(1);
  });

  it('marks a final refusal failed, goes on with the rest, and offers Retry and Discard', async () => {
    const { outbox, sent, advance } = setup([{ result: 'refused', message: 'Game not found' }]);
    await outbox.enqueue('u1', post('into a deleted game'));
    advance(1);
    await outbox.enqueue('u1', post('fine'));
    await outbox.flush('u1');
    expect(sent).toHaveLength(2);
    const [failed] = await outbox.list('u1');
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Game not found' });

    await outbox.flush('u1');
    expect(sent).toHaveLength(2);
    await outbox.retry('u1', failed!.id);
    expect(sent).toHaveLength(3);
    expect(await outbox.list('u1')).toEqual([]);

    await outbox.enqueue('u1', post('again'));
    const [again] = await outbox.list('u1');
    await outbox.discard('someone-else', again!.id);
    expect(await outbox.list('u1')).toHaveLength(1);
    await outbox.discard('u1', again!.id);
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('stops at a signed-out answer and sends again after resume()', async () => {
    const { outbox, sent } = setup([{ result: 'signed-out' }]);
    await outbox.enqueue('u1', post('a'));
    await outbox.enqueue('u1', post('b'));
    await outbox.flush('u1');
    expect(sent).toHaveLength(1);
    expect((await outbox.list('u1')).map((e) => e.status)).toEqual(['needs-sign-in', 'pending']);
    await outbox.flush('u1');
    expect(sent).toHaveLength(2);
    await outbox.resume('u1');
    await outbox.flush('u1');
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('delivers at once and says what became of each write: sent, kept for later, or refused and taken out', async () => {
    const { outbox, sent } = setup([
      { result: 'sent', response: {} },
      { result: 'refused', message: 'Game not found' },
      { result: 'retry', message: 'No connection' },
    ]);
    const deliveries = await outbox.deliver('u1', [{ write: post('sent') }, { write: post('refused') }, { write: post('offline'), id: 'key-3' }]);
    expect(deliveries).toEqual([{ status: 'sent' }, { status: 'refused', message: 'Game not found' }, { status: 'queued' }]);
    expect(sent).toHaveLength(3);
    expect((await outbox.list('u1')).map((entry) => [entry.id, entry.status])).toEqual([['key-3', 'pending']]);
  });

  it('says a write met an ended session (not that it waits for a connection) and keeps it for the same person', async () => {
    const { outbox, sent } = setup([{ result: 'signed-out' }]);
    const [delivery] = await outbox.deliver('u1', [{ write: post('Bravo') }]);
    expect(delivery).toEqual({ status: 'signed-out' });
    expect((await outbox.list('u1')).map((entry) => entry.status)).toEqual(['needs-sign-in']);

    // Someone else signing in on this device neither sends it nor sees it.
    await outbox.resume('u2');
    await outbox.flush('u2');
    expect(sent).toHaveLength(1);
    expect(await outbox.list('u2')).toEqual([]);

    // The same person, signed in again: it goes, under the same key.
    await outbox.resume('u1');
    await outbox.flush('u1');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.id).toBe(sent[0]!.id);
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('treats 413 and other final refusals as final: failed, never sent again by itself', async () => {
    const { outbox, sent, advance } = setup([{ result: 'refused', message: 'Request body is too large' }]);
    await outbox.enqueue('u1', post('a photo too big'));
    expect(await outbox.flush('u1')).toEqual({ sent: [], retryAt: null });
    advance(24 * 60 * 60 * 1000);
    await outbox.resume('u1');
    await outbox.flush('u1');
    expect(sent).toHaveLength(1);
    expect(await outbox.list('u1')).toMatchObject([{ status: 'failed', lastError: 'Request body is too large' }]);
  });

  it("clearFor() drops one person's entries and keeps everybody else's", async () => {
    const { outbox } = setup();
    await outbox.enqueue('u1', post('mine'));
    await outbox.enqueue('u2', post('theirs'));
    await outbox.clearFor('u1');
    expect(await outbox.list('u1')).toEqual([]);
    expect((await outbox.list('u2')).map(contentOf)).toEqual(['theirs']);
  });

  it("merges a write into a waiting one of its kind with the same key: the last state, or nothing when it is back where it started", async () => {
    const { outbox, sent } = setup();
    await outbox.enqueue('u1', like('p1', true, false));
    expect(await outbox.enqueue('u1', like('p1', false))).toBeNull();
    expect(await outbox.list('u1')).toEqual([]);

    await outbox.enqueue('u1', like('p2', false, true));
    await outbox.enqueue('u1', like('p2', true));
    await outbox.enqueue('u1', like('p2', false));
    const queued = await outbox.list('u1');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'toggle', payload: { itemId: 'p2', on: false, wasOn: true } });
    await outbox.flush('u1');
    expect(sent).toHaveLength(1);
  });

  it('counts a delivered write that cancelled a waiting one out as sent, and keeps the answers in order', async () => {
    const { outbox, sent } = setup([{ result: 'retry', message: 'No connection' }]);
    await outbox.enqueue('u1', like('p1', true, false));
    const deliveries = await outbox.deliver('u1', [{ write: like('p1', false) }, { write: post('after') }]);
    expect(deliveries).toEqual([{ status: 'sent' }, { status: 'queued' }]);
    expect(sent.map(contentOf)).toEqual(['after']);
  });

  it('flushes once for calls made while a flush runs, and once more for what was queued meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const storage = memoryOutboxStorage();
    const outbox = new Outbox({
      storage,
      send: async (entry) => {
        sent.push(entry.id);
        await gate;
        return { result: 'sent', response: {} };
      },
    });
    await outbox.enqueue('u1', post('a'));
    const first = outbox.flush('u1');
    const second = outbox.flush('u1');
    await outbox.enqueue('u1', post('b'));
    release();
    await Promise.all([first, second]);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
  });

  it('sends nothing while another tab holds the flush', async () => {
    const sent: string[] = [];
    const outbox = new Outbox({
      storage: memoryOutboxStorage(),
      exclusive: async () => undefined,
      send: async (entry) => {
        sent.push(entry.id);
        return { result: 'sent', response: {} };
      },
    });
    await outbox.enqueue('u1', post('a'));
    expect(await outbox.flush('u1')).toEqual({ sent: [], retryAt: null });
    expect(sent).toEqual([]);
  });

  it('picks up an entry left "sending" by a tab that closed mid-send, and clear() empties everything', async () => {
    const { outbox, storage, sent } = setup();
    const entry = await outbox.enqueue('u1', post('a'));
    await storage.put({ ...entry!, status: 'sending' });
    await outbox.flush('u1');
    expect(sent).toHaveLength(1);

    await outbox.enqueue('u1', post('b'));
    await outbox.enqueue('u2', post('c'));
    await outbox.clear();
    expect(await storage.all()).toEqual([]);
  });
});
