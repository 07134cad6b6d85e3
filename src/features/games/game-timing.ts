import type { GameStatus } from '@contract/games';
import { count } from '@contract/plural';
import { dateText, timeAhead, type DateStyle } from '@/lib/format/dates';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole units of `unitMs` in `ms`, rounded up, never below 0. */
function unitsUp(ms: number, unitMs: number): number {
  return Math.max(0, Math.ceil(ms / unitMs));
}

const days = (ms: number) => unitsUp(ms, DAY_MS);

interface Timed {
  status: GameStatus;
  startTime: string;
  endTime: string;
}

/**
 * docs/product.md §4: progress = elapsed days over total days, days rounded up, capped at 100 percent.
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

/**
 * How long until the start: 'in N days' (rounded up), and under a day 'in N hours', under an
 * hour 'in N minutes' (decision 0053: a game starting this evening said 'Starts in 1 day').
 */
function untilStart(startTime: string, now: number): string {
  const ms = Date.parse(startTime) - now;
  if (Number.isNaN(ms)) return timeAhead(0, 'day');
  if (ms > DAY_MS - HOUR_MS) return timeAhead(days(ms), 'day');
  if (ms > HOUR_MS - MINUTE_MS) return timeAhead(unitsUp(ms, HOUR_MS), 'hour');
  return timeAhead(Math.max(1, unitsUp(ms, MINUTE_MS)), 'minute');
}

/** docs/product.md §4 badge texts: 'Starts in N day(s)', 'N day(s) left', 'Completed'. Status from the server. */
export function timeText(game: Timed, now = Date.now()): string {
  if (game.status === 'completed') return 'Completed';
  if (game.status === 'upcoming') return `Starts ${untilStart(game.startTime, now)}`;
  return `${count(daysRemaining(game, now), 'day', 'days')} left`;
}

const START_STYLES = { long: 'full', short: 'weekdayAndClock' } as const satisfies Record<string, DateStyle>;

/**
 * The start as a person reads it in their locale, on their clock like the date pickers
 * (game-form/time-format.ts): 'long' 'Saturday, January 5, 2030 at 1:03 PM' (the game page),
 * 'short' 'Sat, Jan 5, 1:03 PM' (the game card). '' for an unreadable date.
 */
export function startDateText(startTime: string, length: keyof typeof START_STYLES = 'long', locale?: string): string {
  return dateText(startTime, START_STYLES[length], locale);
}
