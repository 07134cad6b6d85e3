import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateText, dayText, timeAgo, timeAhead } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const before = (ms: number) => new Date(now - ms).toISOString();

  it('says Just now under a minute, for a clock slightly ahead and for a bad date', () => {
    expect(timeAgo(before(59_000), now)).toBe('Just now');
    expect(timeAgo(before(-30_000), now)).toBe('Just now');
    expect(timeAgo(before(-3 * DAY), now)).toBe('Just now');
    expect(timeAgo('not a date', now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days, one and more alike', () => {
    expect(timeAgo(before(MINUTE), now)).toBe('1m ago');
    expect(timeAgo(before(2 * MINUTE), now)).toBe('2m ago');
    expect(timeAgo(before(59 * MINUTE + 59_000), now)).toBe('59m ago');
    expect(timeAgo(before(HOUR), now)).toBe('1h ago');
    expect(timeAgo(before(2 * HOUR), now)).toBe('2h ago');
    expect(timeAgo(before(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
    expect(timeAgo(before(DAY), now)).toBe('1d ago');
    expect(timeAgo(before(2 * DAY), now)).toBe('2d ago');
    expect(timeAgo(before(45 * DAY), now)).toBe('45d ago');
  });

  it('depends on the instant only, not on the offset it is written with', () => {
    expect(timeAgo('2026-11-22T10:00:00Z', now)).toBe('2h ago');
    expect(timeAgo('2026-11-22T23:00:00+13:00', now)).toBe('2h ago');
    expect(timeAgo('2026-11-21T23:00:00-11:00', now)).toBe('2h ago');
  });
});

describe('timeAhead', () => {
  it('says the wait in English with the plural of its count', () => {
    expect(timeAhead(0, 'day')).toBe('in 0 days');
    expect(timeAhead(1, 'day')).toBe('in 1 day');
    expect(timeAhead(2, 'day')).toBe('in 2 days');
    expect(timeAhead(1, 'hour')).toBe('in 1 hour');
    expect(timeAhead(23, 'hour')).toBe('in 23 hours');
    expect(timeAhead(1, 'minute')).toBe('in 1 minute');
    expect(timeAhead(59, 'minute')).toBe('in 59 minutes');
  });
});

describe('dayText', () => {
  it('writes the day in English', () => {
    expect(dayText(new Date(2026, 10, 14, 12).toISOString())).toBe('Nov 14, 2026');
  });

  it("is the day on this device's clock, whatever its time zone", () => {
    // Built from local times: in UTC+14 or UTC-11 alike, 00:30 and 23:30 local are still January 5.
    expect(dayText(new Date(2026, 0, 5, 0, 30).toISOString())).toBe('Jan 5, 2026');
    expect(dayText(new Date(2026, 0, 5, 23, 30).toISOString())).toBe('Jan 5, 2026');
  });

  it('is empty without a readable date', () => {
    expect(dayText(null)).toBe('');
    expect(dayText(undefined)).toBe('');
    expect(dayText('')).toBe('');
    expect(dayText('nonsense')).toBe('');
  });
});

describe('dateText', () => {
  // 13:03 local, so every style reads the same in every time zone.
  const at = new Date(2030, 0, 5, 13, 3);

  it('writes each style in the given locale', () => {
    expect(dateText(at, 'day', 'en-US')).toBe('Jan 5, 2030');
    expect(dateText(at, 'clock', 'en-US')).toMatch(/^1:03\sPM$/);
    expect(dateText(at, 'dayAndClock', 'en-US')).toMatch(/^Jan 5, 1:03\sPM$/);
    expect(dateText(at, 'weekdayAndClock', 'en-US')).toMatch(/^Sat, Jan 5, 1:03\sPM$/);
    expect(dateText(at, 'full', 'en-US')).toMatch(/^Saturday, January 5, 2030 at 1:03\sPM$/);
    expect(dateText(at, 'exact', 'en-US')).toMatch(/^1\/5\/2030, 1:03:00\sPM$/);
    expect(dateText(at, 'clock', 'en-GB')).toBe('13:03');
    expect(dateText(at, 'exact', 'en-GB')).toBe('05/01/2030, 13:03:00');
  });

  it('takes an ISO string, a Date or milliseconds alike', () => {
    const day = dateText(at, 'day', 'en-US');
    expect(dateText(at.toISOString(), 'day', 'en-US')).toBe(day);
    expect(dateText(at.getTime(), 'day', 'en-US')).toBe(day);
  });

  it('is empty for an unreadable date', () => {
    expect(dateText('nonsense', 'full')).toBe('');
    expect(dateText(new Date(Number.NaN), 'day')).toBe('');
  });
});

// The English sentence formats are written without Intl (dates.ts says why); Intl's en-US output is
// what they must match, for any instant and any count.
describe("the English formats match Intl's en-US", () => {
  const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) });

  it('dayText is the day style', () => {
    const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    fc.assert(fc.property(instant, (ms) => dayText(new Date(ms).toISOString()) === day.format(ms)));
  });

  it('timeAgo is the narrow relative time', () => {
    const narrow = new Intl.RelativeTimeFormat('en-US', { style: 'narrow' });
    const now = Date.parse('2026-11-22T12:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(['minute', MINUTE], ['hour', HOUR], ['day', DAY] as const), (n, [unit, ms]) => {
        // The largest unit that fits is the one said: n minutes under an hour, n hours under a day.
        if ((unit === 'minute' && n >= 60) || (unit === 'hour' && n >= 24)) return true;
        return timeAgo(new Date(now - n * ms).toISOString(), now) === narrow.format(-n, unit as Intl.RelativeTimeFormatUnit);
      }),
    );
  });

  it('timeAhead is the long relative time', () => {
    const long = new Intl.RelativeTimeFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('minute', 'hour', 'day' as const), (n, unit) => timeAhead(n, unit) === long.format(n, unit)),
    );
  });
});
