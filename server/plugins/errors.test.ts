import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpError } from '../http-error';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';
import type { App } from '../app';

function addTestRoutes(app: App) {
  app.get('/api/test/boom', async () => {
    throw new Error('secret detail at /srv/app/db.ts:42');
  });
  app.get('/api/test/conflict', async () => {
    throw httpError(409, 'Username is already taken');
  });
  app.get(
    '/api/test/leaky',
    { schema: { response: { 200: z.object({ id: z.uuid() }) } } },
    async () => ({ id: 'not-a-uuid', passwordHash: 'x' }) as never,
  );
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().optional() }) } },
    async (request) => request.body,
  );
}

describe('errors plugin', () => {
  const t = useTestApp({ setup: addTestRoutes });
  /** POST /api/test/echo with a raw body of content type `type`. */
  const sendRaw = (payload: string, type = 'application/json') =>
    t.request({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': type }, payload });

  it('answers malformed JSON with 400 and a human message', async () => {
    await expectAnswer(sendRaw('{"name": "a",'), 400, { message: 'Malformed JSON body' });
  });

  it('refuses prototype-poisoning keys as malformed', async () => {
    await expectAnswer(sendRaw('{"name":"a","__proto__":{"admin":true}}'), 400, { message: 'Malformed JSON body' });
  });

  it('turns zod issues into "field: message"', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: '', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(message).toContain('name: Name is required');
    expect(message).toContain('age:');
  });

  it('reads an empty JSON body as no body: 400 with a message, not a parser error', async () => {
    await expectAnswer(sendRaw(''), 400, { message: 'Request body must be a JSON object' });
  });

  it('refuses NUL characters in the body or the URL with 400, before the database sees them', async () => {
    const body = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/NUL/);
    const url = await t.request({ method: 'GET', url: '/api/invitations?x=%00' });
    expect(url.statusCode).toBe(400);
    expect(url.json().message).toMatch(/NUL/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await sendRaw('<name>a</name>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/content type/i);
  });

  it('answers a body over the limit with 413', async () => {
    await expectAnswer(t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'x'.repeat(1_100_000) } }), 413, {
      message: 'Request body is too large',
    });
  });

  it('keeps the status and message of a 4xx a service decided on', async () => {
    await expectAnswer(t.request({ method: 'GET', url: '/api/test/conflict' }), 409, { message: 'Username is already taken' });
  });

  it('hides unexpected errors behind a 500 without a stack trace', async () => {
    const res = await expectAnswer(t.request({ method: 'GET', url: '/api/test/boom' }), 500, { message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it('treats a response that breaks its schema as a 500, never sending it', async () => {
    const res = await expectAnswer(t.request({ method: 'GET', url: '/api/test/leaky' }), 500, { message: 'Internal server error' });
    expect(res.body).not.toContain('passwordHash');
  });

  it('answers an undecodable URL with 400 and the usual shape', async () => {
    await expectAnswer(t.request({ method: 'GET', url: '/api/invitations/%zz' }), 400, { message: 'Malformed URL' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});
