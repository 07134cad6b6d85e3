import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { server } from '@tests/support/client/msw-server';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { OutboxEntry } from './outbox-entry';
import { defineOutboxKind } from './outbox-kind';
import { NO_LONGER_SENDABLE, sendEntry } from './send-entry';

const base = { userId: 'u1', status: 'sending', attempts: 1, lastError: null, queuedAt: 0, nextAttemptAt: 0 } as const;
// A kind of this test's own: what is tested here is the outbox's classification, not a feature.
const noteKind = defineOutboxKind({
  kind: 'note',
  payload: () => Promise.resolve(z.object({ content: z.string() })),
  send: (note, { headers }) => api.post('/api/notes', note, { headers }),
  refreshes: [],
  title: () => 'Note',
  text: (note) => note.content,
});
const note: OutboxEntry = { ...base, id: 'k', ...noteKind.write({ content: 'Wow' }) };

describe('sendEntry', () => {
  it('sends through the kind with the entry id as Idempotency-Key', async () => {
    let key: string | null = null;
    server.use(
      http.post('/api/notes', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ id: 'n1' }, { status: 201 });
      }),
    );
    expect(await sendEntry(note, noteKind)).toEqual({ result: 'sent', response: { id: 'n1' } });
    expect(key).toBe('k');
  });

  it('refuses, without a request, an entry whose kind is unknown or whose payload no longer parses', async () => {
    expect(await sendEntry(note, undefined)).toEqual({ result: 'refused', message: NO_LONGER_SENDABLE });
    expect(await sendEntry({ ...note, payload: { text: 'an older shape' } }, noteKind)).toEqual({ result: 'refused', message: NO_LONGER_SENDABLE });
  });

  it('keeps the entry for later when its kind\'s schema cannot be loaded (offline, not cached yet)', async () => {
    let loads = 0;
    const unreachable = defineOutboxKind({
      ...noteKind,
      payload: () => (++loads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : noteKind.payload()),
    });
    expect(await sendEntry(note, unreachable)).toEqual({ result: 'retry', message: 'No connection' });
    server.use(http.post('/api/notes', () => HttpResponse.json({ id: 'n2' }, { status: 201 })));
    expect(await sendEntry(note, unreachable)).toEqual({ result: 'sent', response: { id: 'n2' } });
    expect(loads).toBe(2);
  });

  it.each([
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [422, 'refused'],
    [409, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ])('classifies a %i answer as %s', async (status, result) => {
    server.use(http.post('/api/notes', () => HttpResponse.json({ message: 'Game not found' }, { status })));
    const outcome = await sendEntry(note, noteKind);
    expect(outcome.result).toBe(result);
    if (outcome.result === 'refused') expect(outcome.message).toBe('Game not found');
  });

  describe('an ended session (401)', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("is 'signed-out', with docs/product.md §8's Unauthorized toast and the login redirect after 500 ms", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const show = vi.spyOn(notifications, 'show');
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      server.use(http.post('/api/notes', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
      const outcome = await sendEntry(note, noteKind);
      expect(outcome).toEqual({ result: 'signed-out' });
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unauthorized', message: 'You are logged out. Logging in again...' }));
      expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved on this device' }));
      vi.advanceTimersByTime(500);
      expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2F');
    });
  });

  it('treats a network failure as worth retrying', async () => {
    server.use(http.post('/api/notes', () => HttpResponse.error()));
    expect(await sendEntry(note, noteKind)).toEqual({ result: 'retry', message: 'No connection' });
  });
});
