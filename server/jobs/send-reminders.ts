import type { Database } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import { gamesToRemind, remindGame } from '../modules/game-end/remind-game';
import { type RepeatingJob, startRepeatingJob } from './repeating-job';

/** "About" a day before the end: a minute late at most. */
export const REMINDER_INTERVAL_MS = 60_000;
const BATCH = 100;

export interface ReminderJobOptions {
  db: Database;
  onError: (error: unknown) => void;
  intervalMs?: number;
  now?: () => Date | undefined;
  metrics?: Pick<AppMetrics, 'jobRan'>;
}

/**
 * One pass: every running game that ends within a day and has not had its reminders. A game whose
 * claim fails (another instance got it, or it no longer qualifies) leaves the candidates, so the
 * loop ends. Returns how many people this pass reminded.
 */
export async function sendReminders(db: Database, now?: Date): Promise<number> {
  let reminded = 0;
  for (;;) {
    const ids = await gamesToRemind(db, BATCH, now);
    for (const id of ids) reminded += await remindGame(db, id, now);
    if (ids.length < BATCH) return reminded;
  }
}

/**
 * A pass at start, then one a minute, on every instance at once: remindGame reminds each game's
 * people exactly once (docs/decisions/0063-keep-playing.md), as finalize-ended-games.ts does for
 * the game's end.
 */
export function startReminderJob({ db, onError, intervalMs = REMINDER_INTERVAL_MS, now = () => undefined, metrics }: ReminderJobOptions): RepeatingJob {
  return startRepeatingJob(() => sendReminders(db, now()), { intervalMs, onError, name: 'send-reminders', metrics });
}
