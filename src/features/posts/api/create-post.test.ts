import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { makeMyPost } from '@tests/support/client/activity-fixtures';
import { uuid } from '@tests/support/client/game-fixtures';
import { server } from '@tests/support/client/msw-server';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { shareAccomplishment, type ShareTarget } from './create-post';

const target = (n: number): ShareTarget => ({ game: { id: uuid(n, '1000'), name: `Game ${n}` }, idempotencyKey: `key-${n}` });

describe('shareAccomplishment', () => {
  it('posts into every game with the same body apart from the game, each with its key, and splits the outcome', async () => {
    const seen: { gameId: string; image: unknown; createdAt: string; key: string | null }[] = [];
    server.use(
      http.post('/api/posts', async ({ request }) => {
        const body = (await request.json()) as { gameId: string; image: unknown; createdAt: string };
        seen.push({ ...body, key: request.headers.get('Idempotency-Key') });
        if (body.gameId === uuid(2, '1000')) return HttpResponse.json({ message: 'Game has ended' }, { status: 400 });
        return HttpResponse.json(makeMyPost(seen.length), { status: 201 });
      }),
    );
    const createdAt = '2026-03-01T10:00:00.000Z';
    const photo = new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
    const outcome = await shareAccomplishment('u1', { content: 'Swam', photo, createdAt, targets: [target(1), target(2), target(3)] });

    expect(outcome.shared.map((t) => t.game.name)).toEqual(['Game 1', 'Game 3']);
    expect(outcome.failed.map(({ target: t }) => t.game.name)).toEqual(['Game 2']);
    expect(outcome.failed[0]?.message).toBe('Game has ended');
    expect(outcome.queued).toEqual([]);
    // Refused posts leave the outbox again: the dialog, still open, is where the person deals with them.
    expect(await appOutbox.list('u1')).toEqual([]);
    expect(seen.map((post) => post.key).sort()).toEqual(['key-1', 'key-2', 'key-3']);
    for (const post of seen) {
      expect(post).toMatchObject({ createdAt, image: `data:image/jpeg;base64,${btoa('jpeg-bytes')}` });
    }
  });

  it('sends no image without a photo', async () => {
    let image: unknown = 'unset';
    server.use(
      http.post('/api/posts', async ({ request }) => {
        image = ((await request.json()) as { image: unknown }).image;
        return HttpResponse.json(makeMyPost(1), { status: 201 });
      }),
    );
    await shareAccomplishment('u1', { content: 'Swam', photo: null, createdAt: '2026-03-01T10:00:00.000Z', targets: [target(1)] });
    expect(image).toBeNull();
  });

  it('keeps a share the network could not carry in the outbox, and sends it later under the same keys', async () => {
    const keys: (string | null)[] = [];
    let online = false;
    server.use(
      http.post('/api/posts', ({ request }) => {
        if (!online) return HttpResponse.error();
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(makeMyPost(1), { status: 201 });
      }),
    );
    const outcome = await shareAccomplishment('u1', { content: 'Swam', photo: null, createdAt: '2026-03-01T10:00:00.000Z', targets: [target(1), target(2)] });
    expect(outcome.queued.map((t) => t.game.name)).toEqual(['Game 1', 'Game 2']);
    expect((await appOutbox.list('u1')).map((entry) => entry.id).sort()).toEqual(['key-1', 'key-2']);

    online = true;
    await appOutbox.resume('u1');
    await appOutbox.flush('u1');
    expect(keys.sort()).toEqual(['key-1', 'key-2']);
    expect(await appOutbox.list('u1')).toEqual([]);
  });

  it('says when the session had ended (401): the share waits for the same person, not for a connection', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(http.post('/api/posts', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const outcome = await shareAccomplishment('u1', { content: 'Swam', photo: null, createdAt: '2026-03-01T10:00:00.000Z', targets: [target(1)] });
    expect(outcome).toMatchObject({ shared: [], failed: [], signedOut: true });
    expect(outcome.queued.map((t) => t.game.name)).toEqual(['Game 1']);
    expect((await appOutbox.list('u1')).map((entry) => [entry.id, entry.status])).toEqual([['key-1', 'needs-sign-in']]);
    // docs/product.md §8's login redirect (500 ms after the 'Unauthorized' toast).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2F'));
    assign.mockRestore();
  });
});
