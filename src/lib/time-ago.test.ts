import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo', () => {
  it('says Just now under a minute, for a clock slightly ahead and for a bad date', () => {
    expect(timeAgo(before(59_000), now)).toBe('Just now');
    expect(timeAgo(before(-30_000), now)).toBe('Just now');
    expect(timeAgo('not a date', now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(before(60_000), now)).toBe('1m ago');
    expect(timeAgo(before(59 * 60_000), now)).toBe('59m ago');
    expect(timeAgo(before(60 * 60_000), now)).toBe('1h ago');
    expect(timeAgo(before(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
    expect(timeAgo(before(24 * 3_600_000), now)).toBe('1d ago');
    expect(timeAgo(before(45 * 24 * 3_600_000), now)).toBe('45d ago');
  });
});
