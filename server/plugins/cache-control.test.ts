import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost, testImageBytes, toDataUrl } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';

/**
 * Decision 0013: every personal /api/ answer says so (`private`: no shared cache may keep it) and is asked
 * for again before use (`no-cache`); sign-in, the session and every error are never stored; photos
 * keep their long lifetime, privately.
 */
describe('Cache-Control of /api/ answers', () => {
  const t = useTestApp();

  it('is `private, no-cache` on a signed-in read of every route group', async () => {
    const cast = await createGameCast(t.db);
    await sharePost(t.db, cast.author.user.id, cast.game.id);
    const { id } = cast.game;
    const reads = [
      '/api/games',
      `/api/games/${id}`,
      `/api/games/${id}/participants`,
      `/api/games/${id}/scores`,
      `/api/games/${id}/invitations`,
      `/api/games/${id}/join-requests`,
      '/api/games/public',
      '/api/games/search?q=game',
      `/api/games/invite/${cast.game.inviteCode}`,
      `/api/posts?gameId=${id}`,
      '/api/invitations',
      '/api/messages/unread-count',
      '/api/activity',
      '/api/user/accomplishments',
      '/api/user/stats',
      // Factory usernames are user_<hex>.
      '/api/users/search?q=user',
    ];
    for (const url of reads) {
      const res = await t.request({ method: 'GET', url, headers: cast.creator.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('is `private, no-cache` on what a write answers', async () => {
    const cast = await createGameCast(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/comments',
      headers: cast.author.headers,
      payload: { postId: (await sharePost(t.db, cast.author.user.id, cast.game.id)).id, content: 'nice' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps photos for long, but privately', async () => {
    const cast = await createGameCast(t.db);
    const shared = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: cast.author.headers,
      payload: { content: 'look', gameId: cast.game.id, image: toDataUrl(await testImageBytes()) },
    });
    const photo = await t.request({ method: 'GET', url: shared.json().image, headers: cast.participant.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // A photo someone may not see is an error, and errors are never kept.
    const refused = await t.request({ method: 'GET', url: shared.json().image, headers: cast.stranger.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is `no-store` on sign-in, the session, login and logout', async () => {
    const cast = await createGameCast(t.db);
    const answers = [
      await t.request({ method: 'GET', url: '/api/auth/user', headers: cast.creator.headers }),
      await t.request({ method: 'GET', url: '/api/login?returnTo=/profile', headers: cast.creator.headers }),
      await t.request({ method: 'GET', url: '/api/callback?code=x&state=y' }),
      await t.request({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'nobody_here', password: 'wrong password' },
      }),
      await t.request({ method: 'GET', url: '/api/logout', headers: cast.admin.headers }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 302, 302, 401, 302]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is `no-store` on every error, whoever answers it', async () => {
    const cast = await createGameCast(t.db);
    const errors = [
      // 401 (session check), 403 and 404 (services), 400 (validation), 404 (no such route)
      await t.request({ method: 'GET', url: '/api/invitations' }),
      await t.request({ method: 'GET', url: `/api/games/${cast.game.id}/participants`, headers: cast.stranger.headers }),
      await t.request({ method: 'GET', url: `/api/games/${randomUUID()}`, headers: cast.creator.headers }),
      await t.request({ method: 'GET', url: '/api/games/not-a-uuid', headers: cast.creator.headers }),
      await t.request({ method: 'GET', url: '/api/no/such/thing', headers: cast.creator.headers }),
      // 403 from the CSRF check
      await t.request({ method: 'POST', url: '/api/games', headers: cast.creator.headers, payload: {}, origin: 'https://evil.example' }),
    ];
    expect(errors.map((res) => res.statusCode)).toEqual([401, 403, 404, 400, 404, 403]);
    for (const res of errors) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(Object.keys(res.json())).toContain('message');
    }
  });
});
