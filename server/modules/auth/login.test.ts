import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { get, signUp, startAnotherApp } from './auth-test-client';

const t = useTestApp();

const login = (returnTo: string, cookie?: string) =>
  get(t.app, `/api/login?returnTo=${encodeURIComponent(returnTo)}`, { cookie });

describe('GET /api/login without OIDC', () => {
  it('redirects to the sign-in page, carrying a same-origin returnTo', async () => {
    const response = await login('/games/abc?tab=posts');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/signin?returnTo=${encodeURIComponent('/games/abc?tab=posts')}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil', 'javascript:alert(1)', 'evil.com', '/\tx'])(
    'turns the unsafe returnTo %j into /',
    async (returnTo) => {
      const response = await login(returnTo);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/signin?returnTo=%2F');
    },
  );

  it('treats a missing or repeated returnTo as home', async () => {
    expect((await get(t.app, '/api/login')).headers.location).toBe('/signin?returnTo=%2F');
    const repeated = await get(t.app, '/api/login?returnTo=/a&returnTo=/b');
    expect(repeated.statusCode).toBe(302);
    expect(repeated.headers.location).toBe('/signin?returnTo=%2F');
  });

  it('sends someone already signed in straight to returnTo', async () => {
    const { sid } = await signUp(t.app);
    const response = await login('/profile', sid);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profile');
  });

  it('has no OIDC callback to speak of', async () => {
    const response = await get(t.app, '/api/callback?code=x&state=y');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin');
  });
});

describe('GET /api/login with an unreachable OIDC provider', () => {
  it('answers 503 with a clear message, and tries discovery again next time', async () => {
    const down = await startAnotherApp(t.database, {
      OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'app',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await get(down.app, '/api/login?returnTo=/');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: 'The sign-in provider cannot be reached right now. Please try again later.',
        });
      }
    } finally {
      await down.close();
    }
  });
});
