import { describe, expect, it } from 'vitest';
import { openEventStream, waitUntil } from '../../tests/support/event-stream';
import { createGame, signInAs } from '../../tests/support/factories';
import { listenOnFreePort } from '../../tests/support/raw-http';
import { useTestApp } from '../../tests/support/test-app';
import { testConfig } from '../../tools/test-config';
import { buildApp, type App } from '../app';
import { TOO_MANY_ATTEMPTS } from './rate-limit';
import { TOO_MANY_READS } from './rate-limit-reads';
import { METRICS_UNAUTHORIZED } from './metrics';

const TOKEN = 'test-metrics-token-0123456789abcdef';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * The value of the sample `name` whose labels include `labels`, from Prometheus text; undefined
 * when there is none.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (app: App) => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is the same 404 as any unknown path', async () => {
    const metrics = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const unknown = await t.request({ method: 'GET', url: '/metricz' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toBe(unknown.body);
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type']);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ config: { METRICS_TOKEN: TOKEN } });

  it('answers 401 { message } without the token or with a wrong one', async () => {
    for (const authorization of [undefined, TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ message: METRICS_UNAUTHORIZED });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers the Prometheus text with the Bearer token, never stored, with the process's metrics", async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `${scheme} ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(res.body).toContain('# TYPE czc_http_request_duration_seconds histogram');
      expect(res.body).toContain('# TYPE czc_db_statement_duration_seconds histogram');
    }
  });

  it('times requests by route pattern and status, never by URL; unmatched paths share one label', async () => {
    const creator = await signInAs(t.db);
    const game = await createGame(t.db, creator.user.id);
    for (let i = 0; i < 3; i++) expect((await t.request({ method: 'GET', url: `/api/games/${game.id}`, headers: creator.headers })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/games/${game.id}` })).statusCode).toBe(401);
    await t.request({ method: 'GET', url: `/nothing-here/${game.id}` });

    const text = await scrape(t.app);
    const series = { method: 'GET', route: '/api/games/:id' };
    expect(sample(text, 'czc_http_request_duration_seconds_count', { ...series, status_code: '200' })).toBe(3);
    expect(sample(text, 'czc_http_request_duration_seconds_count', { ...series, status_code: '401' })).toBe(1);
    expect(sample(text, 'czc_http_request_duration_seconds_bucket', { ...series, status_code: '200', le: '+Inf' })).toBe(3);
    expect(sample(text, 'czc_http_request_duration_seconds_count', { route: '(unmatched)', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(game.id);
  });

  it('times database statements: the histogram counts the statements of a request', async () => {
    const person = await signInAs(t.db);
    const before = sample(await scrape(t.app), 'czc_db_statement_duration_seconds_count') ?? 0;
    expect((await t.request({ method: 'GET', url: '/api/games', headers: person.headers })).statusCode).toBe(200);
    const after = sample(await scrape(t.app), 'czc_db_statement_duration_seconds_count')!;
    expect(after).toBeGreaterThan(before);
    expect(sample(await scrape(t.app), 'czc_db_statement_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('counts live event streams open on this instance: up when one opens, down when it closes', async () => {
    const baseUrl = await listenOnFreePort(t.app);
    const person = await signInAs(t.db);
    expect(sample(await scrape(t.app), 'czc_live_event_streams_open')).toBe(0);
    const stream = await openEventStream(baseUrl, person.headers.cookie);
    await stream.next((event) => event.type === 'ready');
    expect(sample(await scrape(t.app), 'czc_live_event_streams_open')).toBe(1);
    stream.close();
    await waitUntil(() => t.app.events.streamCount() === 0, 'the stream is gone');
    expect(sample(await scrape(t.app), 'czc_live_event_streams_open')).toBe(0);
  });

  it('counts the sign-in limit per address (the @fastify/rate-limit one) by its name', async () => {
    const attempt = () =>
      t.request({ method: 'POST', url: '/api/auth/signin', payload: { username: 'nobody_here', password: 'wrong password' }, remoteAddress: '198.18.9.9' });
    let refused;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await attempt();
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(sample(await scrape(t.app), 'czc_rate_limit_refusals_total', { limit: 'auth-per-ip' })).toBe(1);
  });
});

describe('apps built with other options', () => {
  const t = useTestApp();

  it('count rate-limit refusals by the limit that refused, once per 429', async () => {
    // A second app on the same database whose visitors may read once a minute.
    const app = await buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN }), database: t.database, readRateLimit: { perVisitorIp: 1 } });
    try {
      await app.ready();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await app.inject({ method: 'GET', url: '/api/games/public', remoteAddress: '198.18.8.8' }));
      const refusals = answers.filter((res) => res.statusCode === 429);
      expect(refusals).toHaveLength(2);
      expect(refusals[0]!.json()).toEqual({ message: TOO_MANY_READS });
      const text = await scrape(app);
      expect(sample(text, 'czc_rate_limit_refusals_total', { limit: 'reads' })).toBe(2);
      expect(sample(text, 'czc_http_request_duration_seconds_count', { route: '/api/games/public', status_code: '429' })).toBe(2);
    } finally {
      await app.close();
    }
  });

  it("show the last proven backup's time as a gauge, 0 before the first; none without a backup source", async () => {
    let lastGoodAt: Date | null = null;
    const app = await buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN }), database: t.database, backupStatus: () => ({ lastGoodAt }) });
    try {
      await app.ready();
      expect(sample(await scrape(app), 'czc_backup_last_good_timestamp_seconds')).toBe(0);
      lastGoodAt = new Date('2026-11-25T03:00:00Z');
      expect(sample(await scrape(app), 'czc_backup_last_good_timestamp_seconds')).toBe(lastGoodAt.getTime() / 1000);
    } finally {
      await app.close();
    }
    const without = await buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN }), database: t.database });
    try {
      await without.ready();
      expect(await scrape(without)).not.toContain('czc_backup_');
    } finally {
      await without.close();
    }
  });
});
