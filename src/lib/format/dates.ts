import { pluralWord } from '@contract/plural';
import { formatCount } from './numbers';

/**
 * Every date and time the app writes (docs/decisions/0059-dates-and-plurals.md; plurals are
 * contract/plural.ts). Always in the device's time zone. Two locales, as before:
 * - a date inside one of the product's English sentences ('Ended Jan 5, 2026', 'Requested …',
 *   '3m ago', 'in 5 minutes') is en-US, the product's only language (contract/plural.ts's). These
 *   are written here without Intl: the first Intl date or number formatter of a page costs 30-60 ms
 *   of main thread (ICU's data), 120-240 ms on a phone, and every start renders them (Home's
 *   activity, a game's days). dates.test.ts holds them to Intl's en-US output.
 * - a date or time that stands alone (a message's time, a game's start, a post's tooltip) is in the
 *   person's locale (`locale` undefined: the browser's), like the date pickers' clock
 *   (src/features/games/components/game-form/time-format.ts), on Intl.
 */

const STYLES = {
  /** 'Jan 5, 2026' */
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  /** '9:05 AM' */
  clock: { hour: 'numeric', minute: '2-digit' },
  /** 'Mar 3, 2:00 PM' */
  dayAndClock: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Sat, Jan 5, 1:03 PM' */
  weekdayAndClock: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Saturday, January 5, 2030 at 1:03 PM' */
  full: { dateStyle: 'full', timeStyle: 'short' },
  /** '1/5/2030, 1:03:00 PM', as Date's toLocaleString() writes it */
  exact: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** One formatter per locale and style: building one costs far more than formatting (a list formats a date per row). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${style}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, STYLES[style])));
  return format;
}

const time = (at: string | number | Date): number => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** `at` in one of the styles above, in `locale` (undefined: the browser's); '' for an unreadable date. */
export function dateText(at: string | number | Date, style: DateStyle, locale?: string): string {
  const ms = time(at);
  return Number.isNaN(ms) ? '' : formatter(style, locale).format(ms);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day inside an English sentence: 'Jan 5, 2026' (en-US's 'day' style); '' for a missing or unreadable date. */
export function dayText(at: string | null | undefined): string {
  const day = new Date(at ? Date.parse(at) : Number.NaN);
  return Number.isNaN(day.getTime()) ? '' : `${MONTHS[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A post's or an event's age (docs/product.md §2 "Post display"): 'Just now' under a minute (and
 * for a clock a little ahead, or an unreadable time), then whole minutes, hours and days:
 * '1m ago', '23h ago', '45d ago' (en-US's narrow relative time).
 */
export function timeAgo(at: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(at);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${formatCount(Math.floor(elapsed / MINUTE))}m ago`;
  if (elapsed < DAY) return `${formatCount(Math.floor(elapsed / HOUR))}h ago`;
  return `${formatCount(Math.floor(elapsed / DAY))}d ago`;
}

/** A wait the caller has counted in whole units: timeAhead(5, 'minute') is 'in 5 minutes' (en-US's long relative time). */
export function timeAhead(amount: number, unit: 'minute' | 'hour' | 'day'): string {
  return `in ${formatCount(amount)} ${pluralWord(amount, unit, `${unit}s`)}`;
}
