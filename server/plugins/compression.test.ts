import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';

/** Decision 0024: JSON answers travel compressed to a browser that accepts it, small ones as they are. */
describe('compression of answers', () => {
  const t = useTestApp();

  async function postsPage(acceptEncoding?: string) {
    const cast = await createGameCast(t.db);
    for (let i = 0; i < 8; i += 1) await sharePost(t.db, cast.author.user.id, cast.game.id);
    const headers = { ...cast.creator.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
    const plain = await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers: cast.creator.headers });
    const res = await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers });
    return { plain, res };
  }

  it('sends a large JSON answer in brotli to a browser, the same document decoded', async () => {
    const { plain, res } = await postsPage('gzip, deflate, br, zstd');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('uses gzip where brotli is not accepted, and nothing without Accept-Encoding', async () => {
    const { plain, res } = await postsPage('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KB as they are', async () => {
    const cast = await createGameCast(t.db);
    const res = await t.request({
      method: 'GET',
      url: '/api/messages/unread-count',
      headers: { ...cast.creator.headers, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ count: 0 });
  });
});
