import type { Database } from '../db/client';
import { endedUnfinalizedGames, finalizeGame } from '../modules/game-end/finalize-game';

/** DESIGN §6: a game is finalised at most 60 s after its end even when nobody opens anything. */
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
}

export interface FinalizeJob {
  /** Resolves when the pass under way (if any) is over; no pass starts after it. */
  stop(): Promise<void>;
  /** The pass under way, or the last one: tests wait on it instead of on the clock. */
  readonly idle: Promise<void>;
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
 * The timer (DESIGN §3 `server/jobs/`): a pass at start (games that ended while no server ran), then
 * one every `intervalMs` after the previous pass is over, so passes never overlap. Safe on every
 * instance at once: finalizeGame writes each game exactly once. The timer does not keep the
 * process alive; main.ts stops the job before it closes the database.
 */
export function startFinalizeJob({ db, onError, intervalMs = FINALIZE_INTERVAL_MS, now = () => undefined }: FinalizeJobOptions): FinalizeJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const pass = () => {
    running = Promise.resolve()
      .then(() => finalizeEndedGames(db, now()))
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
