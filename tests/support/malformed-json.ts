import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * A write route's answer to a body that is not JSON (server/plugins/errors.ts): 400 with the human
 * 'Malformed JSON body', never a 500, whatever the route would do with a good one.
 */
export async function expectMalformedJsonRefused(
  t: TestApp,
  request: { method: 'POST' | 'PUT' | 'PATCH'; url: string; headers: Record<string, string> },
): Promise<void> {
  const res = await t.request({ ...request, headers: { ...request.headers, 'content-type': 'application/json' }, payload: '{"name":' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'Malformed JSON body' });
}
