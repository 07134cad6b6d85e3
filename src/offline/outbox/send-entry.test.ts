import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { server } from '@/test/msw-server';
import type { OutboxEntry } from './outbox-entry';
import { sendEntry } from './send-entry';

const base = { userId: 'u1', status: 'sending', attempts: 1, lastError: null, queuedAt: 0, nextAttemptAt: 0 } as const;
const postEntry = (photo: Blob | null): OutboxEntry => ({
  ...base,
  id: '7d1c3e8e-53b6-4a59-9a0c-0c56f1f0a001',
  kind: 'post',
  payload: { gameId: 'g1', gameName: 'Game', content: 'Sang on stage', createdAt: '2026-11-22T10:00:00.000Z', photo },
});

describe('sendEntry', () => {
  it('posts with the entry id as Idempotency-Key and the photo as a data URL', async () => {
    let seen: { key: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/posts', async ({ request }) => {
        seen = { key: request.headers.get('Idempotency-Key'), body: await request.json() };
        return HttpResponse.json({ id: 'p1' }, { status: 201 });
      }),
    );
    const outcome = await sendEntry(postEntry(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })));
    expect(outcome).toEqual({ result: 'sent', response: { id: 'p1' } });
    expect(seen).toEqual({
      key: '7d1c3e8e-53b6-4a59-9a0c-0c56f1f0a001',
      body: { gameId: 'g1', content: 'Sang on stage', createdAt: '2026-11-22T10:00:00.000Z', image: 'data:image/jpeg;base64,/9j/' },
    });
  });

  it('sets a like with PUT and the final state', async () => {
    let body: unknown;
    server.use(
      http.put('/api/posts/p9/upvote', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ upvoted: true, count: 3 });
      }),
    );
    const outcome = await sendEntry({ ...base, id: 'k', kind: 'like', payload: { postId: 'p9', upvoted: true, wasUpvoted: false } });
    expect(outcome.result).toBe('sent');
    expect(body).toEqual({ upvoted: true });
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
    server.use(http.post('/api/comments', () => HttpResponse.json({ message: 'Game not found' }, { status })));
    const outcome = await sendEntry({ ...base, id: 'k', kind: 'comment', payload: { postId: 'p1', content: 'Wow' } });
    expect(outcome.result).toBe(result);
    if (outcome.result === 'refused') expect(outcome.message).toBe('Game not found');
  });

  describe('an ended session (401)', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("is 'signed-out', with SPEC §8's Unauthorized toast and the login redirect after 500 ms", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const show = vi.spyOn(notifications, 'show');
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      server.use(http.post('/api/comments', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
      const outcome = await sendEntry({ ...base, id: 'k', kind: 'comment', payload: { postId: 'p1', content: 'Wow' } });
      expect(outcome).toEqual({ result: 'signed-out' });
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unauthorized', message: 'You are logged out. Logging in again...' }));
      expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved on this device' }));
      vi.advanceTimersByTime(500);
      expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2F');
    });
  });

  it('treats a network failure as worth retrying', async () => {
    server.use(http.post('/api/posts', () => HttpResponse.error()));
    expect(await sendEntry(postEntry(null))).toEqual({ result: 'retry', message: 'No connection' });
  });
});
