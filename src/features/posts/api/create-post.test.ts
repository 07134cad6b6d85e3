import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMyPost } from '@/test/activity-fixtures';
import { uuid } from '@/test/game-fixtures';
import { server } from '@/test/msw-server';
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
    const outcome = await shareAccomplishment({ content: 'Swam', photo, createdAt, targets: [target(1), target(2), target(3)] });

    expect(outcome.shared.map((t) => t.game.name)).toEqual(['Game 1', 'Game 3']);
    expect(outcome.failed.map(({ target: t }) => t.game.name)).toEqual(['Game 2']);
    expect(String(outcome.failed[0]?.error)).toContain('400: Game has ended');
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
    await shareAccomplishment({ content: 'Swam', photo: null, createdAt: '2026-03-01T10:00:00.000Z', targets: [target(1)] });
    expect(image).toBeNull();
  });
});
