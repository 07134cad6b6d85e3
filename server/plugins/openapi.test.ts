import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';

describe('OpenAPI', () => {
  const t = useTestApp();

  it('serves the document generated from the zod schemas at /api/docs/json', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Comfort Zone Challenge API');
    for (const [path, method] of [
      ['/api/user/profile', 'patch'],
      ['/api/user/stats', 'get'],
      ['/api/user/stats/refresh', 'post'],
      ['/api/invitations', 'get'],
      ['/api/messages/unread-count', 'get'],
      ['/api/auth/user', 'get'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation.summary, `${path} summary`).toBeTruthy();
      expect(operation.tags?.length, `${path} tags`).toBeGreaterThan(0);
    }
    const profileBody = doc.paths['/api/user/profile'].patch.requestBody.content['application/json'].schema;
    expect(profileBody.properties.firstName.maxLength).toBe(50);
    expect(profileBody.required).toContain('firstName');
  });

  it('serves the Swagger UI page at /api/docs without inline scripts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
