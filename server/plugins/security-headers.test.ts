import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  const t = useTestApp();

  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    // Over plain http (no https PUBLIC_URL) nothing may be upgraded.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the same complete set on every answer: a route, a 404, a hook refusal, a bad URL', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';" +
        "frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/auth/user', '/api/docs/json', '/api/nothing', '/api/games?x=%00', '/api/games/%zz']) {
      const res = await t.request({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('sends the other hardening headers, and no HSTS over plain http', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers over https with OIDC', () => {
  const t = useTestApp({
    config: {
      PUBLIC_URL: 'https://challenge.example.com',
      OIDC_ISSUER_URL: 'https://id.example.org/realms/main',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    },
  });

  it('adds HSTS, upgrades sub-requests and allows the provider where it must', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json', origin: false });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://id.example.org']);
    expect(csp.get('img-src')).toContain('https:');
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });
});
