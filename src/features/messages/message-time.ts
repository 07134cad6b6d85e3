import { dateText } from '@/lib/format/dates';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When a message was written, as a phone's messages app shows it: the clock time today, the date
 * and time earlier this year, the date before that (in the person's locale and time zone).
 */
export function messageTime(isoTime: string, now: Date = new Date(), locale?: string): string {
  const at = new Date(isoTime);
  if (Number.isNaN(at.getTime())) return '';
  if (sameDay(at, now)) return dateText(at, 'clock', locale);
  return dateText(at, at.getFullYear() === now.getFullYear() ? 'dayAndClock' : 'day', locale);
}
