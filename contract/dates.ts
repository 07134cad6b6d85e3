import { z } from 'zod';

/**
 * docs/decisions/0036-dates-in-range.md: every date a client sends (a body field, a query, a cursor) lies in this
 * range, else 400 with a message. PostgreSQL refuses year 0 (a 500 before this rule) and
 * JavaScript reads years 0–99 as 1900–2049 in some forms (docs/decisions/0036-dates-in-range.md),
 * so nothing before 1900 or after 9999 gets in.
 */
export const DATE_MIN = '1900-01-01T00:00:00.000Z';
export const DATE_MAX = '9999-12-31T23:59:59.999Z';
const MIN_MS = Date.parse(DATE_MIN);
const MAX_MS = Date.parse(DATE_MAX);

export const DATE_OUT_OF_RANGE = 'Enter a date between 1900-01-01 and 9999-12-31';
export const DATE_INVALID = 'Enter a valid date and time';

/** Whether an ISO date-time (any offset) names an instant inside DATE_MIN … DATE_MAX. */
export function inDateRange(iso: string): boolean {
  const ms = Date.parse(iso);
  return ms >= MIN_MS && ms <= MAX_MS;
}

export interface DateMessages {
  /** For a missing, empty or non-string value (default: DATE_INVALID). */
  required?: string;
  /** For a string that is no ISO date-time (default: DATE_INVALID). */
  invalid?: string;
}

/**
 * The one date-time schema of every request: ISO-8601 with seconds and Z or an offset, a real
 * calendar day (no 2026-02-30, no 24:00), inside the range once converted to UTC
 * ('9999-12-31T23:00:00-05:00' is past it). The OpenAPI document shows it as format date-time.
 */
export const isoDateTime = ({ required = DATE_INVALID, invalid = DATE_INVALID }: DateMessages = {}) =>
  z.iso
    .datetime({
      offset: true,
      // A string that is no date gets this message alone, not the range's too.
      abort: true,
      error: (issue) => (issue.code === 'invalid_type' || issue.input === '' ? required : invalid),
    })
    .refine(inDateRange, DATE_OUT_OF_RANGE)
    .describe('ISO-8601 date and time (Z or an offset) between 1900-01-01 and 9999-12-31 UTC');
