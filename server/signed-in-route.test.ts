import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signInAs } from '../tests/support/factories';
import { useTestApp } from '../tests/support/test-app';
import { users } from './db/schema/users';
import { operatorRoute, signedInRoute } from './signed-in-route';

const tags = ['test'];
const item = z.object({ name: z.string() });
const deleted: string[] = [];

/** One route of each answer kind, as the modules declare theirs. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/test/items', { tags, summary: 'Create', body: item, status: 201, response: item }, async (request) => ({
    name: request.body.name,
  }));
  signedInRoute(app, 'DELETE', '/api/test/items/:id', { tags, summary: 'Delete', params: z.object({ id: z.string() }), status: 204 }, async (request) => {
    deleted.push(request.params.id);
  });
  signedInRoute(app, 'POST', '/api/test/done', { tags, summary: 'Act', done: 'Done it' }, async () => undefined);
  signedInRoute(app, 'PUT', '/api/test/refused', { tags, summary: 'Refuse', status: 204, errors: [429] }, async (_request, reply) =>
    reply.code(429).send({ message: 'Slow down' }),
  );
  operatorRoute(app, 'GET', '/api/test/operators', { tags, summary: 'Operators only', response: item }, async () => ({ name: 'operator' }));
};

describe('signedInRoute and operatorRoute', () => {
  const t = useTestApp({
    setup: async (app) => {
      await app.register(testRoutes);
    },
  });

  it('answer a visitor 401 before reading the body', async () => {
    for (const [method, url] of [['POST', '/api/test/items'], ['DELETE', '/api/test/items/1'], ['POST', '/api/test/done'], ['GET', '/api/test/operators']] as const) {
      const res = await t.request({ method, url, payload: method === 'POST' ? { name: 7 } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answer 201 with the value, 204 with nothing, 200 { message } for done, and 400 for bad input', async () => {
    const { headers } = await signInAs(t.db);
    const created = await t.request({ method: 'POST', url: '/api/test/items', headers, payload: { name: 'kite' } });
    expect([created.statusCode, created.json()]).toEqual([201, { name: 'kite' }]);
    const removed = await t.request({ method: 'DELETE', url: '/api/test/items/abc', headers });
    expect([removed.statusCode, removed.body, deleted]).toEqual([204, '', ['abc']]);
    const done = await t.request({ method: 'POST', url: '/api/test/done', headers });
    expect([done.statusCode, done.json()]).toEqual([200, { message: 'Done it' }]);
    const bad = await t.request({ method: 'POST', url: '/api/test/items', headers, payload: { name: 7 } });
    expect(bad.statusCode).toBe(400);
  });

  it('leave the answer of a handler that answered itself (a refusal) as it is, sending nothing more', async () => {
    const { headers } = await signInAs(t.db);
    // A second send would be dropped with Fastify's 'Reply was already sent' warning.
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await t.request({ method: 'PUT', url: '/api/test/refused', headers });
    expect([res.statusCode, res.json()]).toEqual([429, { message: 'Slow down' }]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('let only operators call an operator route: 403 for anyone else', async () => {
    const person = await signInAs(t.db);
    expect((await t.request({ method: 'GET', url: '/api/test/operators', headers: person.headers })).statusCode).toBe(403);
    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, person.user.id));
    const res = await t.request({ method: 'GET', url: '/api/test/operators', headers: person.headers });
    expect([res.statusCode, res.json()]).toEqual([200, { name: 'operator' }]);
  });

  it('document 401 on every route, 400 only where the route reads input, 403 on operator routes', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const statuses = (path: string, method: string) => Object.keys(paths[path][method].responses);
    expect(statuses('/api/test/items', 'post')).toEqual(['201', '400', '401']);
    expect(statuses('/api/test/items/{id}', 'delete')).toEqual(['204', '400', '401']);
    expect(statuses('/api/test/done', 'post')).toEqual(['200', '401']);
    expect(statuses('/api/test/refused', 'put')).toEqual(['204', '401', '429']);
    expect(statuses('/api/test/operators', 'get')).toEqual(['200', '401', '403']);
  });
});
