import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { HttpError } from '../../http-error';

/** docs/architecture.md §6: a client clock may run this far ahead of ours. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** docs/architecture.md §6: posts written offline count when they arrive up to a week later. */
export const OFFLINE_MAX_AGE_MS = 7 * 86_400_000;

export const GAME_NOT_STARTED = 'This game has not started yet: accomplishments can be shared once it is active';
export const GAME_ENDED = 'This game has ended: accomplishments can no longer be shared';
export const GAME_FINALIZED = 'This game has ended and its results are final: accomplishments can no longer be shared';

interface GameWindow {
  startTime: Date;
  endTime: Date;
}

const insideWindow = (at: Date, game: GameWindow) => at >= game.startTime && at < game.endTime;

/**
 * The createdAt a new post gets (docs/architecture.md §6). The client's time is kept when it lies in the game's
 * active window, is not in the future (beyond the skew) and is at most 7 days old: that is what lets
 * a post written offline during the game count when it arrives after the end. Otherwise the
 * server's time is used, and a post whose time falls outside the active window is refused.
 */
export function acceptedCreatedAt(claimed: Date | undefined, game: GameWindow, now: Date): Date {
  const trusted =
    claimed !== undefined &&
    insideWindow(claimed, game) &&
    claimed.getTime() <= now.getTime() + CLOCK_SKEW_MS &&
    claimed.getTime() >= now.getTime() - OFFLINE_MAX_AGE_MS;
  const at = trusted ? claimed : now;
  if (insideWindow(at, game)) return at;
  throw new HttpError(400, at < game.startTime ? GAME_NOT_STARTED : GAME_ENDED);
}

/** Counters bucket by UTC day (user_daily_stats.day): 'YYYY-MM-DD'. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * docs/architecture.md §6: a post written offline during the game counts when it arrives after the end, "up to
 * the moment the game is finalised". Inside the post's transaction, the game row is locked first:
 * finalising (an UPDATE of that row) waits for this post to commit and then counts it; a post
 * arriving after finalisation reads the committed `finalized_at` and is refused. The lock is the
 * one the post's own counter UPDATE of that row takes anyway (FOR NO KEY UPDATE), taken earlier:
 * a weaker FOR SHARE would deadlock two posts upgrading it at once.
 */
export async function refuseFinalizedGame(tx: Pick<Database, 'select'>, gameId: string): Promise<void> {
  const [row] = await tx.select({ finalizedAt: games.finalizedAt }).from(games).where(eq(games.id, gameId)).for('no key update');
  if (row?.finalizedAt) throw new HttpError(400, GAME_FINALIZED);
}
