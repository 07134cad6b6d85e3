import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './report-time-zone';

describe('deviceTimeZone', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  const intlZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

  it("is Intl's zone, read once per UTC offset", () => {
    const zone = intlZone();
    const read = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone(-540)).toBe(zone);
    expect(read).toHaveBeenCalledTimes(1);
    expect(deviceTimeZone(-540)).toBe(zone);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads Intl again when the offset changed (a journey, daylight saving)', () => {
    localStorage.setItem('deviceTimeZone', JSON.stringify({ zone: 'Asia/Tokyo', offset: -540 }));
    expect(deviceTimeZone(-540)).toBe('Asia/Tokyo');
    expect(deviceTimeZone(60)).toBe(intlZone());
    expect(JSON.parse(localStorage.getItem('deviceTimeZone')!)).toEqual({ zone: intlZone(), offset: 60 });
  });

  it('ignores a saved value that is not its own', () => {
    localStorage.setItem('deviceTimeZone', '{not json');
    expect(deviceTimeZone(0)).toBe(intlZone());
    localStorage.setItem('deviceTimeZone', JSON.stringify({ zone: 7, offset: 0 }));
    expect(deviceTimeZone(0)).toBe(intlZone());
  });
});
