import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2030, 4, 10, 15, 30);

  it('shows the clock time for a message of today', () => {
    expect(messageTime(new Date(2030, 4, 10, 9, 5).toISOString(), now, 'en-US')).toBe('9:05 AM');
  });

  it('adds the date for an earlier day of this year', () => {
    expect(messageTime(new Date(2030, 2, 3, 14, 0).toISOString(), now, 'en-US')).toBe('Mar 3, 2:00 PM');
  });

  it('shows only the date for an earlier year, and nothing for a broken time', () => {
    expect(messageTime(new Date(2029, 11, 31, 23, 0).toISOString(), now, 'en-US')).toBe('Dec 31, 2029');
    expect(messageTime('not a time', now, 'en-US')).toBe('');
  });
});
