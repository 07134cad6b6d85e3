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
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://id.example.org']);
    expect(csp.get('img-src')).toContain('https:');
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });
});
