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
    // firstName is required unless timeZone comes alone (contract/user.ts): the rule is in a refinement.
    expect(profileBody.properties.timeZone.type).toBe('string');
  });

  it('names every operation and says which need the session cookie, as the routes do', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }));
    expect(doc.security).toEqual([{ session: [] }]);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> }>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    // requireUser (and a document read) answers 401 to a visitor: those operations inherit the
    // document's security and declare the 401; public ones say `security: []`.
    for (const { path, method, security, responses } of operations) {
      if (!security) expect(responses?.['401'], `${method} ${path} needs the session but declares no 401`).toBeDefined();
    }
    const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);
    expect(find('put', '/api/users/{id}/block')).toMatchObject({ operationId: 'putUsersByIdBlock' });
    expect(find('put', '/api/users/{id}/block')?.security).toBeUndefined(); // requireUser
    expect(find('get', '/api/user/blocks')?.security).toBeUndefined(); // a document read
    expect(find('get', '/api/admin/reports')?.security).toBeUndefined(); // requireOperator
    expect(find('post', '/api/auth/signin')?.security).toEqual([]);
    expect(find('get', '/api/games/invite/{code}')).toMatchObject({ operationId: 'getGamesInviteByCode', security: [] });
  });

  it('serves the Swagger UI page at /api/docs without inline scripts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
