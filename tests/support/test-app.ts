import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { Database, DatabaseHandle } from '../../server/db/client';
import type { PushPluginOptions } from '../../server/modules/push/push.plugin';
import { testConfig } from '../../tools/test-config';
import { createTestDatabase, databaseUnavailable } from './test-database';

/** The origin light-my-request's default Host (localhost:80) stands for: what our own pages send. */
export const SAME_ORIGIN = 'http://localhost';

export type TestRequest = InjectOptions & {
  /** Origin header: ours by default (the CSRF check), another one, or false to send none. */
  origin?: string | false;
};

export interface TestApp {
  app: App;
  db: Database;
  database: DatabaseHandle;
  /** app.inject() with a same-origin Origin header unless the test says otherwise. */
  request(options: TestRequest): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Runs after buildApp and before the app is ready: register extra routes (e.g. one that throws). */
  setup?: (app: App) => void | Promise<void>;
  /** Web Push's retry waits, resolver, certificate and test-only loopback permission (tests/support/push-service.ts's `options`). */
  push?: PushPluginOptions;
  /** The event bus's options (e.g. a short heartbeat), as buildApp takes them. */
  liveEvents?: BuildAppOptions['liveEvents'];
}

/** The real app (every plugin and route) on a fresh migrated database, for inject(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    const app = await buildApp({ config: testConfig(options.config), database, push: options.push, liveEvents: options.liveEvents });
    await options.setup?.(app);
    await app.ready();
    const request = ({ origin = SAME_ORIGIN, ...rest }: TestRequest) => {
      const headers = { ...(origin ? { origin } : {}), ...rest.headers };
      return app.inject({ ...rest, headers });
    };
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, db: database.db, database, request, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * One app per test file: built in beforeAll, closed in afterAll. Returns a handle whose fields are
 * available inside tests. When the run wants PostgreSQL and has none, every test is skipped.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const get = () => {
    if (!current) throw new Error('The test app is only available inside tests (after beforeAll)');
    return current;
  };
  const unavailable = databaseUnavailable();
  beforeAll(async () => {
    if (!unavailable) current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach((context) => {
    if (unavailable) context.skip('no PostgreSQL for this run');
  });
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get database() {
      return get().database;
    },
    request: (requestOptions) => get().request(requestOptions),
    close: () => get().close(),
  };
}

/**
 * A request's answer checked for its status and its whole JSON body (a wrong status shows the body
 * that came with it); returned for more checks.
 */
export async function expectAnswer(
  response: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  status: number,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual(body);
  return res;
}
