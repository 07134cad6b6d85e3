import { describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';

describe('CSRF origin check', () => {
  const t = useTestApp();
  const refresh = async (headers: Record<string, string>, origin?: string | false) => {
    const { headers: cookie } = await signInAs(t.db);
    return t.request({ method: 'POST', url: '/api/user/stats/refresh', headers: { ...cookie, ...headers }, origin });
  };

  it('lets a same-origin POST through', async () => {
    expect((await refresh({})).statusCode).toBe(200);
  });

  it('accepts the origin with its default port spelled out', async () => {
    expect((await refresh({}, 'http://localhost:80')).statusCode).toBe(200);
  });

  it('refuses a cross-origin POST with 403 before doing anything', async () => {
    await expectAnswer(refresh({}, 'https://evil.example'), 403, { message: 'Cross-origin request refused' });
  });

  it('refuses another port or scheme of the same host', async () => {
    expect((await refresh({}, 'http://localhost:8080')).statusCode).toBe(403);
    expect((await refresh({}, 'https://localhost')).statusCode).toBe(403);
    expect((await refresh({}, 'null')).statusCode).toBe(403);
  });

  it('accepts a request without Origin when Sec-Fetch-Site is same-origin', async () => {
    expect((await refresh({ 'sec-fetch-site': 'same-origin' }, false)).statusCode).toBe(200);
  });

  it('refuses a request without Origin when Sec-Fetch-Site is cross-site or missing', async () => {
    expect((await refresh({ 'sec-fetch-site': 'cross-site' }, false)).statusCode).toBe(403);
    expect((await refresh({}, false)).statusCode).toBe(403);
  });

  it('checks PATCH, PUT and DELETE too, even on unknown routes', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/anything', origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
    }
  });

  it('leaves reads alone', async () => {
    const res = await t.request({ method: 'GET', url: '/api/messages/unread-count', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF origin check behind PUBLIC_URL', () => {
  const t = useTestApp({ config: { PUBLIC_URL: 'https://challenge.example.com' } });

  it('compares against the public origin, not the Host header', async () => {
    const { headers } = await signInAs(t.db);
    const ok = await t.request({
      method: 'POST',
      url: '/api/user/stats/refresh',
      headers,
      origin: 'https://challenge.example.com',
    });
    expect(ok.statusCode).toBe(200);
    const refused = await t.request({ method: 'POST', url: '/api/user/stats/refresh', headers });
    expect(refused.statusCode).toBe(403);
  });
});
