import type { UserStats } from '@contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { deviceStorage } from '@/lib/device-storage';

const KEY = 'deviceTimeZone';

/**
 * This device's IANA zone ('Asia/Tokyo'), or undefined where Intl can't tell. Intl's answer is kept
 * with the UTC offset it was read at and read again only when the offset changes (a journey, a
 * daylight-saving change): the first Intl formatter of a page costs 30-60 ms of main thread, several
 * times that on a phone (src/lib/format/dates.ts), and Home's start needs no other. A move between
 * two zones of the same offset is noticed at the next offset change.
 */
export function deviceTimeZone(offset = new Date().getTimezoneOffset()): string | undefined {
  try {
    const saved = JSON.parse(deviceStorage.get(KEY) ?? 'null') as { zone?: unknown; offset?: unknown } | null;
    if (saved?.offset === offset && typeof saved.zone === 'string') return saved.zone;
  } catch {
    // Not ours (not JSON): Intl answers.
  }
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
  // Without storage Intl answers every time.
  if (zone) deviceStorage.set(KEY, JSON.stringify({ zone, offset }));
  return zone;
}

/**
 * The zone is checked once the app has been open a while: it is never urgent, and on a device's
 * first start the Intl read is a long task that the start need not carry.
 */
export const ZONE_CHECK_DELAY_MS = 10_000;

/**
 * Streak days are counted in my time zone (docs/decisions/0063-keep-playing.md): when the stats say
 * the server counts in another zone than this device's, tell it once (PATCH /api/user/profile with
 * `timeZone` alone), then read the stats again. A refusal (a zone the server does not know) is left
 * alone: the server keeps counting in the zone it has.
 */
export function useReportTimeZone(stats: UserStats | undefined): void {
  const queryClient = useQueryClient();
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!stats) return;
    const timer = setTimeout(() => {
      const zone = deviceTimeZone();
      if (!zone || zone === stats.timeZone || sent.current === zone) return;
      sent.current = zone;
      api
        .patch('/api/user/profile', { timeZone: zone })
        .then(() => queryClient.invalidateQueries({ queryKey: ['user', 'stats'] }))
        .catch(() => undefined);
    }, ZONE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stats, queryClient]);
}
