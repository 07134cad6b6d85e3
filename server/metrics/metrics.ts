import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BackupStatusSource } from '../backup/backup-status';

/**
 * What the server counts for Prometheus (docs/decisions/0050-health-and-metrics.md). Every label
 * takes one of a fixed set of values, so the number of series stays bounded whatever requests
 * arrive: routes are patterns (`/api/games/:id`), never URLs, and the names below are closed lists.
 */

/** Every rate limit that can answer 429 (server/plugins/rate-limit-refusal.ts counts them). */
export type RateLimitName =
  | 'reads'
  | 'writes'
  | 'auth-per-ip'
  | 'signin-failures'
  | 'invite-code-misses'
  | 'password-changes'
  | 'reports'
  | 'exports';

/** The repeating jobs of server/jobs/. */
export type JobName = 'finalize-ended-games' | 'refresh-leaderboards' | 'send-reminders';

/** Why a push was not delivered (server/modules/push/push-sender.ts). */
export type PushFailure =
  /** The push service says the device is gone (404, 410); its subscription is deleted. */
  | 'gone'
  /** Any other 4xx: not retried. */
  | 'refused'
  /** 429, 5xx or no answer, still so after the last retry (or the server stopped). */
  | 'gave-up'
  /** The endpoint is not a public address (decision 0035). */
  | 'not-public'
  /** The device unsubscribed (or changed hands) before a retry. */
  | 'unsubscribed'
  /** Something of ours failed (a database error between retries): logged. */
  | 'error';

/** The route label of a request that matched no route (404s, probes of random paths). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds. A request of this app takes a few ms; the live stream's answer lasts for hours (+Inf). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds. A key lookup takes well under a millisecond; the finalising transaction, tens. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * One app's metrics in a registry of its own (tests build many apps in one process; prom-client's
 * global registry would mix them or refuse the second app's names). Decorated as `app.metrics`
 * (server/plugins/metrics.ts); the jobs get it from main.ts.
 */
export class AppMetrics {
  readonly registry = new Registry();
  #liveStreamCount = () => 0;

  readonly requestDuration = new Histogram({
    name: 'czc_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** Read when scraped (`countLiveStreams`): the event bus already knows, nothing to keep in step. */
  readonly liveStreams: Gauge = new Gauge({
    name: 'czc_live_event_streams_open',
    help: 'Live event streams (GET /api/events) open on this instance.',
    registers: [this.registry],
    collect: (): void => this.liveStreams.set(this.#liveStreamCount()),
  });

  readonly pushesSent = this.#counter('czc_pushes_sent_total', 'Web Push messages a push service accepted, one per device.');

  readonly pushesFailed = this.#counter(
    'czc_pushes_failed_total',
    'Web Push messages not delivered, one per device, by reason (gone, refused, gave-up, not-public, unsubscribed, error).',
    ['reason'],
  );

  readonly jobRuns = this.#counter('czc_job_runs_total', 'Passes of the repeating jobs, by job and outcome (ok, failed).', ['job', 'outcome']);

  readonly gamesFinalized = this.#counter('czc_games_finalized_total', 'Games the finalising job finalised on this instance.');

  readonly rateLimitRefusals = this.#counter('czc_rate_limit_refusals_total', 'Requests refused with 429, by the limit that refused them.', ['limit']);

  readonly statementDuration = new Histogram({
    name: 'czc_db_statement_duration_seconds',
    help: 'Time of each database statement, from when it has a connection (or PGlite) to its answer.',
    buckets: STATEMENT_BUCKETS,
    registers: [this.registry],
  });

  #counter<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** Where the open streams are counted (the event bus); asked at every scrape. */
  countLiveStreams(count: () => number): void {
    this.#liveStreamCount = count;
  }

  /**
   * The scheduled backups' last proven one as a Unix time, 0 while there is none: Prometheus
   * alerts on `time() - czc_backup_last_good_timestamp_seconds` (/readyz reports it, never fails on it).
   */
  watchBackups(source: BackupStatusSource): void {
    new Gauge({
      name: 'czc_backup_last_good_timestamp_seconds',
      help: 'When the last backup that was written and proven by a test restore finished (Unix time; 0: none yet).',
      registers: [this.registry],
      collect() {
        // A status that can't be read keeps the last value: the scrape itself must not fail.
        try {
          const { lastGoodAt } = source();
          this.set(lastGoodAt ? lastGoodAt.getTime() / 1000 : 0);
        } catch {
          return;
        }
      },
    });
  }

  jobRan(job: JobName, ok: boolean): void {
    this.jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
  }
}

let processRegistry: Registry | undefined;

/**
 * prom-client's process metrics (CPU, memory, heap, event-loop lag, GC, handles): one set per
 * process, started by the first app that exposes metrics. They describe the process, not an app,
 * and they start observers (GC, event-loop delay) that prom-client can't stop: per app, every
 * test's app would leave two behind.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
