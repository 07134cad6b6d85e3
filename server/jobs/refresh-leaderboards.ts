import { refreshLeaderboards } from '../modules/leaderboards/refresh';
import { databaseJob } from './database-job';

/**
 * docs/architecture.md §6 "Global leaderboards": the 30-day figures are at most 60 s stale. Every instance runs
 * a pass every 30 s; a pass skips when any instance refreshed in the last 20 s (the claim row in
 * refreshLeaderboards), so several instances refresh about twice a minute between them, not once each.
 */
export const LEADERBOARD_INTERVAL_MS = 30_000;
const MIN_AGE_MS = 20_000;

/**
 * A pass at start (the table is filled before the first minute is over), then one every
 * `intervalMs` (database-job.ts).
 */
export const startLeaderboardJob = databaseJob('refresh-leaderboards', LEADERBOARD_INTERVAL_MS, ({ db, intervalMs }) =>
  refreshLeaderboards(db, { minAgeMs: Math.min(MIN_AGE_MS, (intervalMs * 2) / 3) }),
);
