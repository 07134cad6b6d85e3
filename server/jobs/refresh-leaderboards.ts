import type { Database } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import { refreshLeaderboards } from '../modules/leaderboards/refresh';
import { type RepeatingJob, startRepeatingJob } from './repeating-job';

/**
 * docs/architecture.md §6 "Global leaderboards": the 30-day figures are at most 60 s stale. Every instance runs
 * a pass every 30 s; a pass skips when any instance refreshed in the last 20 s (the claim row in
 * refreshLeaderboards), so several instances refresh about twice a minute between them, not once each.
 */
export const LEADERBOARD_INTERVAL_MS = 30_000;
const MIN_AGE_MS = 20_000;

export interface LeaderboardJobOptions {
  db: Database;
  /** A failed pass is reported and the next one tries again. */
  onError: (error: unknown) => void;
  intervalMs?: number;
  /** Counts the passes (main.ts passes the app's). */
  metrics?: Pick<AppMetrics, 'jobRan'>;
}

/**
 * A pass at start (the table is filled before the first minute is over), then one every
 * `intervalMs` (repeating-job.ts).
 */
export function startLeaderboardJob({ db, onError, intervalMs = LEADERBOARD_INTERVAL_MS, metrics }: LeaderboardJobOptions): RepeatingJob {
  const minAgeMs = Math.min(MIN_AGE_MS, (intervalMs * 2) / 3);
  return startRepeatingJob(() => refreshLeaderboards(db, { minAgeMs }), { intervalMs, onError, name: 'refresh-leaderboards', metrics });
}
