import { describe, expect, it } from 'vitest';
import { get, signUp, startAnotherApp } from '../../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

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

  // Location must be visible ASCII: Node refuses U+2028 in a header (a 500) and sent 'é' as a raw byte.
  it.each([
    ['/\u2028', '/%E2%80%A8'],
    ['/é', '/%C3%A9'],
    ['/games/é?tab=ü#ç', '/games/%C3%A9?tab=%C3%BC#%C3%A7'],
    ['/a b?q=c d', '/a%20b?q=c%20d'],
    ['/already%20encoded?q=%C3%A9', '/already%20encoded?q=%C3%A9'],
    ['/games/abc?tab=posts', '/games/abc?tab=posts'],
    ['/<script>"x"', '/%3Cscript%3E%22x%22'],
  ])('percent-encodes the returnTo %j of someone signed in as %j', async (returnTo, location) => {
    const { sid } = await signUp(t.app);
    const response = await login(returnTo, sid);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['//evil.com'],
    ['/\\evil.com'],
    ['/.//evil.com'],
    ['/a/..//evil.com'],
    ['/a\\..\\..\\\\evil.com'],
    ['https://evil.com'],
    ['/\r\nSet-Cookie: sid=x'],
    ['/\u007f'],
    ['/a\u0085b'],
    [`/${'a'.repeat(2001)}`],
    // 300 characters, but 2,700 once encoded: too long for a Location some proxies pass on.
    [`/${'€'.repeat(300)}`],
  ])('sends someone signed in home for the unsafe returnTo %j', async (returnTo) => {
    const { sid } = await signUp(t.app);
    const response = await login(returnTo, sid);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('hands the sign-in page the encoded returnTo', async () => {
    const response = await login('/\u2028é');
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/signin');
    expect(location.searchParams.get('returnTo')).toBe('/%E2%80%A8%C3%A9');
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
        await expectAnswer(get(down.app, '/api/login?returnTo=/'), 503, {
          message: 'The sign-in provider cannot be reached right now. Please try again later.',
        });
      }
    } finally {
      await down.close();
    }
  });
});
