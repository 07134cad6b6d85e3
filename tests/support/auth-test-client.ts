import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { SAME_ORIGIN } from './test-app';
import { testConfig } from '../../tools/test-config';

/**
 * Test-only helpers for the identity tests, on top of tests/support/test-app.ts (the real app on a
 * fresh PGlite, or PostgreSQL in the server-pg project). Writes carry a same-origin Origin (the
 * CSRF plugin refuses anything else) and, unless a test pins one, a fresh client IP, so only the
 * rate-limit tests ever meet the per-IP limit.
 */

export const ORIGIN = SAME_ORIGIN;
let nextIp = 1;
export const freshIp = () => `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

/**
 * Another app instance on an existing database: a second server behind the same load balancer, or
 * the same server with other settings. close() leaves the database open for its owner.
 */
export async function startAnotherApp(database: DatabaseHandle, overrides: Partial<AppConfig> = {}) {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return { app, close: () => app.close() };
}

interface RequestOptions {
  cookie?: string | undefined;
  ip?: string;
}

export function post(app: App, url: string, payload: unknown, options: RequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: `sid=${options.cookie}` } : {}) },
    remoteAddress: options.ip ?? freshIp(),
  });
}

export function get(app: App, url: string, options: RequestOptions = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: options.cookie ? { cookie: `sid=${options.cookie}` } : {},
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** The `sid` the response set, or undefined. */
export function sidOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie?.value || undefined;
}

let nextUser = 1;
export function newAccount(overrides: Record<string, unknown> = {}) {
  return { username: `player_${process.pid}_${nextUser++}`, password: 'correct horse', firstName: 'Ada', ...overrides };
}

/** Signs up a fresh account; returns its sid cookie and the user body. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const response = await post(app, '/api/auth/signup', account);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { account, sid: sidOf(response)!, user: response.json() as { id: string; username: string } };
}
