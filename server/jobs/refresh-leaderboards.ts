import type { Database } from '../db/client';
import { refresh30d } from '../modules/leaderboards/refresh-30d';

/**
 * DESIGN §6 "Global leaderboards": the 30-day figures are at most 60 s stale. Every instance runs
 * a pass every 30 s; a pass skips when any instance refreshed in the last 20 s (the claim row in
 * refresh30d), so several instances refresh about twice a minute between them, not once each.
 */
export const LEADERBOARD_INTERVAL_MS = 30_000;
const MIN_AGE_MS = 20_000;

export interface LeaderboardJobOptions {
  db: Database;
  /** A failed pass is reported and the next one tries again. */
  onError: (error: unknown) => void;
  intervalMs?: number;
}

export interface LeaderboardJob {
  /** Resolves when the pass under way (if any) is over; no pass starts after it. */
  stop(): Promise<void>;
  /** The pass under way, or the last one: tests wait on it instead of on the clock. */
  readonly idle: Promise<void>;
}

/**
 * A pass at start (the table is filled before the first minute is over), then one every
 * `intervalMs` after the previous pass is over, so passes of one instance never overlap. The timer
 * does not keep the process alive; main.ts stops the job before it closes the database.
 */
export function startLeaderboardJob({ db, onError, intervalMs = LEADERBOARD_INTERVAL_MS }: LeaderboardJobOptions): LeaderboardJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const minAgeMs = Math.min(MIN_AGE_MS, (intervalMs * 2) / 3);
  const pass = () => {
    running = Promise.resolve()
      .then(() => refresh30d(db, { minAgeMs }))
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      );
    void running.then(() => {
      if (!stopped) timer = setTimeout(pass, intervalMs).unref();
    });
  };
  pass();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get idle() {
      return running;
    },
  };
}
