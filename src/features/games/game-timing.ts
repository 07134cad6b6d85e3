import type { GameStatus } from '@contract/games';

const DAY_MS = 24 * 60 * 60 * 1000;

function days(ms: number): number {
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

function dayWord(n: number): string {
  return n === 1 ? 'day' : 'days';
}

interface Timed {
  status: GameStatus;
  startTime: string;
  endTime: string;
}

/**
 * SPEC §4: progress = elapsed days over total days, days rounded up, capped at 100 percent.
 * A game that has not started is at 0; bad dates give 0.
 */
export function progressPercent({ startTime, endTime }: Pick<Timed, 'startTime' | 'endTime'>, now = Date.now()): number {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  const total = days(end - start);
  if (total === 0) return now >= end ? 100 : 0;
  const elapsed = days(now - start);
  return Math.min(100, Math.round((elapsed / total) * 100));
}

/** Whole days (rounded up) until the game starts, or until it ends while it runs. */
export function daysRemaining({ status, startTime, endTime }: Timed, now = Date.now()): number {
  if (status === 'completed') return 0;
  const target = Date.parse(status === 'upcoming' ? startTime : endTime);
  return Number.isNaN(target) ? 0 : days(target - now);
}

/** SPEC §4 badge texts: 'Starts in N day(s)', 'N day(s) left', 'Completed'. Status from the server. */
export function timeText(game: Timed, now = Date.now()): string {
  if (game.status === 'completed') return 'Completed';
  const n = daysRemaining(game, now);
  return game.status === 'upcoming' ? `Starts in ${n} ${dayWord(n)}` : `${n} ${dayWord(n)} left`;
}

/** '1 participant', '3 participants'. */
export function countText(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
