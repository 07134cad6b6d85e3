import type { UserStats } from '@contract/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { deviceTimeZone, useReportTimeZone, ZONE_CHECK_DELAY_MS } from './report-time-zone';

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

describe('useReportTimeZone', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const stats = (timeZone: string) => ({ timeZone }) as UserStats;
  const render = (initial: UserStats) =>
    renderHook(({ value }) => useReportTimeZone(value), {
      initialProps: { value: initial },
      wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
    });

  it("tells the server this device's zone once the app has been open a while, not during the start", async () => {
    vi.useFakeTimers();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    render(stats('Pacific/Kiritimati'));
    await vi.advanceTimersByTimeAsync(ZONE_CHECK_DELAY_MS - 1);
    expect(patch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(patch).toHaveBeenCalledExactlyOnceWith('/api/user/profile', { timeZone: deviceTimeZone() });
  });

  it('sends nothing when the server already counts in this zone', async () => {
    vi.useFakeTimers();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    render(stats(deviceTimeZone()!));
    await vi.advanceTimersByTimeAsync(ZONE_CHECK_DELAY_MS * 2);
    expect(patch).not.toHaveBeenCalled();
  });
});
