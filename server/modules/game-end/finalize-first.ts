import type { Database } from '../../db/client';
import type { DocumentRepairs } from '../../plugins/document-reads';
import { finalizeGame } from './finalize-game';

/**
 * docs/architecture.md §6: "so nobody waits for the timer", a read that finds an ended game nobody has finalised
 * yet finalises it first. Its statement answers this outcome (a name, not an HTTP status; in SQL
 * the text literal FINALIZE_FIRST_SQL) and the route passes `finalizeFirst(...)` as the read's
 * repairs (plugins/document-reads.ts): finalise, then read again.
 */
export const FINALIZE_FIRST = 'finalize-first';
export const FINALIZE_FIRST_SQL = `'${FINALIZE_FIRST}'`;

/** The condition, in SQL, on the game row aliased `g`: ended, and not finalised. */
export const ENDED_NOT_FINALIZED = 'g.finalized_at is null and g.end_time <= now()';

/** For a read of one game. */
export const finalizeFirst = (db: Database, gameId: string): DocumentRepairs => ({
  [FINALIZE_FIRST]: () => finalizeGame(db, gameId),
});

/** For a read over my games: the statement's body lists the ids of those to finalise. */
export const finalizeListedFirst = (db: Database): DocumentRepairs => ({
  [FINALIZE_FIRST]: async (ids) => {
    for (const id of ids as string[]) await finalizeGame(db, id);
  },
});
