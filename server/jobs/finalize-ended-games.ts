import type { Database } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import { endedUnfinalizedGames, finalizeGame } from '../modules/game-end/finalize-game';
import { type RepeatingJob, startRepeatingJob } from './repeating-job';

/** docs/architecture.md §6: a game is finalised at most 60 s after its end even when nobody opens anything. */
export const FINALIZE_INTERVAL_MS = 30_000;
/** Games per query: a backlog (the server was down for a while) is worked through in batches. */
const BATCH = 100;

export interface FinalizeJobOptions {
  db: Database;
  /** A failed pass is reported and the next one tries again. */
  onError: (error: unknown) => void;
  intervalMs?: number;
  /** The clock; by default the database's own (the one the reads judge "ended" by). */
  now?: () => Date | undefined;
  /** Counts the passes and the games finalised (main.ts passes the app's). */
  metrics?: Pick<AppMetrics, 'jobRan' | 'gamesFinalized'>;
}

/** One pass: every ended game nobody has finalised yet. Returns how many this pass finalised. */
export async function finalizeEndedGames(db: Database, now?: Date): Promise<number> {
  let finalized = 0;
  for (;;) {
    const ids = await endedUnfinalizedGames(db, BATCH, now);
    for (const id of ids) if (await finalizeGame(db, id, now)) finalized++;
    // Another instance finalising the same batch makes ours write nothing: the guard in finalizeGame.
    if (ids.length < BATCH) return finalized;
  }
}

/**
 * A pass at start (games that ended while no server ran), then one every `intervalMs`
 * (repeating-job.ts). Safe on every instance at once: finalizeGame writes each game exactly once.
 */
export function startFinalizeJob({ db, onError, intervalMs = FINALIZE_INTERVAL_MS, now = () => undefined, metrics }: FinalizeJobOptions): RepeatingJob {
  const pass = async () => {
    const finalized = await finalizeEndedGames(db, now());
    metrics?.gamesFinalized.inc(finalized);
  };
  return startRepeatingJob(pass, { intervalMs, onError, name: 'finalize-ended-games', metrics });
}
