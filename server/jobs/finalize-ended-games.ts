import type { Database } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import { endedUnfinalizedGames, finalizeGame } from '../modules/game-end/finalize-game';
import { databaseJob, inBatches } from './database-job';

/** docs/architecture.md §6: a game is finalised at most 60 s after its end even when nobody opens anything. */
export const FINALIZE_INTERVAL_MS = 30_000;

/** One pass: every ended game nobody has finalised yet. Returns how many this pass finalised. */
export function finalizeEndedGames(db: Database, now?: Date): Promise<number> {
  // Another instance finalising the same batch makes ours write nothing: the guard in finalizeGame.
  return inBatches(
    (limit) => endedUnfinalizedGames(db, limit, now),
    async (id) => Number(await finalizeGame(db, id, now)),
  );
}

/**
 * A pass at start (games that ended while no server ran), then one every `intervalMs`
 * (database-job.ts). Safe on every instance at once: finalizeGame writes each game exactly once.
 * Counts the games finalised too (main.ts passes the app's metrics).
 */
export const startFinalizeJob = databaseJob<Pick<AppMetrics, 'jobRan' | 'gamesFinalized'>>(
  'finalize-ended-games',
  FINALIZE_INTERVAL_MS,
  async ({ db, now, metrics }) => {
    // Not inside `metrics?.…(…)`: without metrics the optional call would skip the pass itself.
    const finalized = await finalizeEndedGames(db, now());
    metrics?.gamesFinalized.inc(finalized);
  },
);
