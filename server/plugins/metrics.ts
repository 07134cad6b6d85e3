import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { BackupStatusSource } from '../backup/backup-status';
import type { DatabaseHandle } from '../db/client';
import { HttpError } from '../http-error';
import { AppMetrics, processMetrics, UNMATCHED_ROUTE } from '../metrics/metrics';
import { NO_STORE } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (server/metrics/metrics.ts): counted always, shown with METRICS_TOKEN. */
    metrics: AppMetrics;
  }
}

export interface MetricsPluginOptions {
  database: DatabaseHandle;
  /** The scheduled backups (embedded database only): their last proven one becomes a gauge. */
  backupStatus?: BackupStatusSource | undefined;
}

export const METRICS_UNAUTHORIZED = 'Metrics need the token: send Authorization: Bearer <METRICS_TOKEN>.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `app.metrics`, and with METRICS_TOKEN set, `GET /metrics` (docs/decisions/0050-health-and-metrics.md).
 * Registered before the plugins that count (rate limits, push): they reach the counters through
 * the app. What costs per request or per statement (the request hook, statement timing, the
 * process metrics) runs only while the metrics can be read, i.e. with the token; without it the
 * path is not registered at all, so it answers the very 404 of any unknown path.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { database, backupStatus }) => {
    const metrics = new AppMetrics();
    app.decorate('metrics', metrics);
    // The event bus (live-events.plugin.ts) is decorated later; asked only when scraped.
    metrics.countLiveStreams(() => app.events.streamCount());
    if (backupStatus) metrics.watchBackups(backupStatus);

    const token = app.config.METRICS_TOKEN;
    if (!token) return;

    // A callback hook: no promise per request. reply.elapsedTime is Fastify's own clock of the
    // request (from its arrival), so the hook adds no timer of its own.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.requestDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });
    const stopTiming = database.observeStatements((seconds) => metrics.statementDuration.observe(seconds));
    app.addHook('onClose', async () => stopTiming());

    const exposed = Registry.merge([processMetrics(), metrics.registry]);
    // Both sides hashed: equal lengths for timingSafeEqual, and no early exit that tells how much matched.
    const expected = digest(token);
    app.get(
      '/metrics',
      // Hidden from the API's OpenAPI document: an operator's endpoint, not the app's API. Scrapes
      // every few seconds would fill the log: only warnings and errors are logged.
      { schema: { hide: true }, logLevel: 'warn' },
      async (request, reply) => {
        const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!timingSafeEqual(digest(given), expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new HttpError(401, METRICS_UNAUTHORIZED);
        }
        const text = await exposed.metrics();
        return reply.header('cache-control', NO_STORE).type(exposed.contentType).send(text);
      },
    );
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['errors'] },
);
