import { DEFAULT_GAME_DAYS } from '@contract/games';
import dayjs from 'dayjs';

/** The format Mantine's date pickers hand out and accept: local wall-clock time. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** docs/product.md §5: neither picker offers dates before 1900. */
export const EARLIEST_PICKER_DATE = '1900-01-01 00:00:00';

/** A picker's value (local 'YYYY-MM-DD HH:mm:ss', or a Date) as the ISO-8601 UTC string the API takes; '' when empty. */
export function pickerValueToIso(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : '';
}

/** An ISO string from the form or the server as a picker value; null when empty or invalid. */
export function isoToPickerValue(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = dayjs(iso);
  return date.isValid() ? date.format(PICKER_FORMAT) : null;
}

/** The later of two picker values (either may be missing). */
export function laterPickerValue(a: string | null, b: string): string {
  if (!a) return b;
  return dayjs(a).isAfter(dayjs(b)) ? a : b;
}

/** The start picker's lower bound: today (no past dates), never before 1900. */
export function startMinPickerValue(now: Date = new Date()): string {
  return laterPickerValue(dayjs(now).startOf('day').format(PICKER_FORMAT), EARLIEST_PICKER_DATE);
}

/**
 * docs/product.md §5 dates of the game form as ISO strings. On create: start now, end DEFAULT_GAME_DAYS
 * later. From the server: its dates, but an invalid start falls back to now and an invalid end to
 * DEFAULT_GAME_DAYS after the start.
 */
export function gameFormDates(
  game?: { startTime?: string | null; endTime?: string | null } | null,
  now: Date = new Date(),
): { startTime: string; endTime: string } {
  const start = dayjs(game?.startTime ?? undefined);
  const startTime = game?.startTime && start.isValid() ? start : dayjs(now);
  const end = dayjs(game?.endTime ?? undefined);
  const endTime = game?.endTime && end.isValid() ? end : startTime.add(DEFAULT_GAME_DAYS, 'day');
  return { startTime: startTime.toISOString(), endTime: endTime.toISOString() };
}
