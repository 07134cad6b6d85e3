import type { UserStats } from '@contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';

/** This device's IANA zone ('Asia/Tokyo'), or undefined where Intl can't tell. */
const deviceTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

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
    const zone = deviceTimeZone();
    if (!stats || !zone || zone === stats.timeZone || sent.current === zone) return;
    sent.current = zone;
    api
      .patch('/api/user/profile', { timeZone: zone })
      .then(() => queryClient.invalidateQueries({ queryKey: ['user', 'stats'] }))
      .catch(() => undefined);
  }, [stats, queryClient]);
}
