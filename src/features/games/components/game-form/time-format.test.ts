import { describe, expect, it } from 'vitest';
import { timeFormat } from './time-format';

describe('timeFormat', () => {
  it('uses a 12-hour clock with AM/PM where the locale does', () => {
    expect(timeFormat('en-US')).toEqual({ clock: '12h', valueFormat: 'MMM D, YYYY h:mm A' });
  });

  it('uses a 24-hour clock where the locale does', () => {
    expect(timeFormat('en-GB')).toEqual({ clock: '24h', valueFormat: 'MMM D, YYYY HH:mm' });
    expect(timeFormat('de-DE')).toEqual({ clock: '24h', valueFormat: 'MMM D, YYYY HH:mm' });
  });

  it("follows a locale's explicit hour cycle", () => {
    expect(timeFormat('en-US-u-hc-h23').clock).toBe('24h');
    expect(timeFormat('en-GB-u-hc-h12').clock).toBe('12h');
  });
});
