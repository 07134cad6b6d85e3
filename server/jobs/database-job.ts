import type { Database } from '../db/client';
import type { AppMetrics, JobName } from '../metrics/metrics';
import { type RepeatingJob, startRepeatingJob } from './repeating-job';

/** What main.ts and the tests hand each of the database jobs in this folder. */
export interface DatabaseJobOptions<Metrics extends Pick<AppMetrics, 'jobRan'> = Pick<AppMetrics, 'jobRan'>> {
  db: Database;
  /** A failed pass is reported and the next one tries again. */
  onError: (error: unknown) => void;
  intervalMs?: number;
  /** The clock; by default the database's own (the one the reads judge "ended" or "due" by). */
  now?: () => Date | undefined;
  /** Counts the passes (main.ts passes the app's). */
  metrics?: Metrics;
}

/** A pass sees the options with their defaults filled in. */
export type DatabasePass<Metrics extends Pick<AppMetrics, 'jobRan'>> = (
  options: Required<Omit<DatabaseJobOptions<Metrics>, 'metrics'>> & Pick<DatabaseJobOptions<Metrics>, 'metrics'>,
) => Promise<unknown>;

/**
 * The starter of one database job: a pass at start, then one every `intervalMs` (`defaultIntervalMs`
 * unless the caller says), counted under `name` (repeating-job.ts).
 */
export function databaseJob<Metrics extends Pick<AppMetrics, 'jobRan'> = Pick<AppMetrics, 'jobRan'>>(
  name: JobName,
  defaultIntervalMs: number,
  pass: DatabasePass<Metrics>,
): (options: DatabaseJobOptions<Metrics>) => RepeatingJob {
  return ({ intervalMs = defaultIntervalMs, now = () => undefined, ...rest }) =>
    startRepeatingJob(() => pass({ ...rest, intervalMs, now }), { intervalMs, onError: rest.onError, name, metrics: rest.metrics });
}

/** Rows per query: a backlog (the server was down for a while) is worked through in batches. */
const BATCH = 100;

/**
 * Works through `next`'s ids, a batch at a time, until a batch comes back short; returns the sum of what
 * `handle` returned. An id `handle` did nothing for must leave `next`'s answer (another instance took it,
 * or it no longer qualifies), or the loop would not end.
 */
export async function inBatches(next: (limit: number) => Promise<string[]>, handle: (id: string) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await next(BATCH);
    for (const id of ids) total += await handle(id);
    if (ids.length < BATCH) return total;
  }
}
