import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/offline/outbox/outbox-entry';
import { sendEntry } from '@/offline/outbox/send-entry';
import { server } from '@tests/support/client/msw-server';
import { likeOutboxKind } from './like-outbox-kind';
import { postOutboxKind } from './post-outbox-kind';

const base = { userId: 'u1', status: 'sending', attempts: 1, lastError: null, queuedAt: 0, nextAttemptAt: 0 } as const;
const postEntry = (photo: Blob | null): OutboxEntry => ({
  ...base,
  id: '7d1c3e8e-53b6-4a59-9a0c-0c56f1f0a001',
  kind: 'post',
  payload: { gameId: '0b6c6f2e-4f6e-4c43-9f0a-3f7d2f1a0b01', gameName: 'Game', content: 'Sang on stage', createdAt: '2026-11-22T10:00:00.000Z', photo },
});

describe('the posts feature\'s outbox kinds', () => {
  it('posts with the entry id as Idempotency-Key and the photo as a data URL', async () => {
    let seen: { key: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/posts', async ({ request }) => {
        seen = { key: request.headers.get('Idempotency-Key'), body: await request.json() };
        return HttpResponse.json({ id: 'p1' }, { status: 201 });
      }),
    );
    const outcome = await sendEntry(postEntry(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })), postOutboxKind);
    expect(outcome).toEqual({ result: 'sent', response: { id: 'p1' } });
    expect(seen).toEqual({
      key: '7d1c3e8e-53b6-4a59-9a0c-0c56f1f0a001',
      body: { gameId: '0b6c6f2e-4f6e-4c43-9f0a-3f7d2f1a0b01', content: 'Sang on stage', createdAt: '2026-11-22T10:00:00.000Z', image: 'data:image/jpeg;base64,/9j/' },
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
    const outcome = await sendEntry({ ...base, id: 'k', ...likeOutboxKind.write({ postId: 'p9', upvoted: true, wasUpvoted: false }) }, likeOutboxKind);
    expect(outcome.result).toBe('sent');
    expect(body).toEqual({ upvoted: true });
  });
});
