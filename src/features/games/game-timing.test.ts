import { describe, expect, it } from 'vitest';
import { progressPercent, startDateText, timeText } from './game-timing';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const start = Date.parse('2030-01-01T00:00:00.000Z');
const game = (status: 'upcoming' | 'active' | 'completed', from = start, days = 10) => ({
  status,
  startTime: new Date(from).toISOString(),
  endTime: new Date(from + days * DAY).toISOString(),
});

describe('progressPercent', () => {
  it('is elapsed days over total days, days rounded up', () => {
    expect(progressPercent(game('active'), start + 2.5 * DAY)).toBe(30);
    expect(progressPercent(game('active'), start + 1)).toBe(10);
  });
  it('is 0 before the start and capped at 100 after the end', () => {
    expect(progressPercent(game('upcoming'), start - DAY)).toBe(0);
    expect(progressPercent(game('completed'), start + 40 * DAY)).toBe(100);
  });
  it('is 0 for unreadable dates', () => {
    expect(progressPercent({ startTime: 'x', endTime: 'y' })).toBe(0);
  });
});

describe('timeText', () => {
  it("says 'N days left' and '1 day left' while active, days rounded up", () => {
    expect(timeText(game('active'), start + 7.5 * DAY)).toBe('3 days left');
    expect(timeText(game('active'), start + 9.5 * DAY)).toBe('1 day left');
  });
  it("says 'Starts in N day(s)' when upcoming", () => {
    expect(timeText(game('upcoming'), start - 2 * DAY)).toBe('Starts in 2 days');
    expect(timeText(game('upcoming'), start - 1.5 * DAY)).toBe('Starts in 2 days');
    expect(timeText(game('upcoming'), start - DAY)).toBe('Starts in 1 day');
  });
  it("counts hours, then minutes, under a day, so it never says 'Starts in 1 day' for a start this evening (decision 0053)", () => {
    expect(timeText(game('upcoming'), start - 23 * HOUR)).toBe('Starts in 23 hours');
    expect(timeText(game('upcoming'), start - 4.5 * HOUR)).toBe('Starts in 5 hours');
    expect(timeText(game('upcoming'), start - HOUR)).toBe('Starts in 1 hour');
    expect(timeText(game('upcoming'), start - 59 * MINUTE)).toBe('Starts in 59 minutes');
    expect(timeText(game('upcoming'), start - 30_000)).toBe('Starts in 1 minute');
  });
  it("says 'Completed' for a completed game, whatever the clock", () => {
    expect(timeText(game('completed'), start)).toBe('Completed');
  });
});

describe('startDateText', () => {
  it('writes the start with weekday, date and time, the locale\'s way', () => {
    const at = new Date(2030, 0, 5, 13, 3).toISOString();
    // \s: ICU versions differ on the space before PM (a narrow no-break space in some).
    expect(startDateText(at, 'long', 'en-US')).toMatch(/^Saturday, January 5, 2030 at 1:03\sPM$/);
    expect(startDateText(at, 'long', 'en-GB')).toMatch(/5 January 2030 at 13:03$/);
    expect(startDateText(at, 'short', 'en-US')).toMatch(/^Sat, Jan 5, 1:03\sPM$/);
    expect(startDateText(at, 'short', 'en-GB')).toMatch(/13:03$/);
  });
  it('is empty for an unreadable date', () => {
    expect(startDateText('nonsense')).toBe('');
  });
});
