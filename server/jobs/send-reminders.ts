import type { Database } from '../db/client';
import { gamesToRemind, remindGame } from '../modules/game-end/remind-game';
import { databaseJob, inBatches } from './database-job';

/** "About" a day before the end: a minute late at most. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * One pass: every running game that ends within a day and has not had its reminders. A game whose
 * claim fails (another instance got it, or it no longer qualifies) leaves the candidates, so the
 * loop ends. Returns how many people this pass reminded.
 */
export function sendReminders(db: Database, now?: Date): Promise<number> {
  return inBatches(
    (limit) => gamesToRemind(db, limit, now),
    (id) => remindGame(db, id, now),
  );
}

/**
 * A pass at start, then one a minute, on every instance at once: remindGame reminds each game's
 * people exactly once (docs/decisions/0063-keep-playing.md), as finalize-ended-games.ts does for
 * the game's end.
 */
export const startReminderJob = databaseJob('send-reminders', REMINDER_INTERVAL_MS, ({ db, now }) => sendReminders(db, now()));
