import type { GameNotification } from '@contract/results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollWhileStreamDown } from '@/lib/live-events/live-stream-state';

export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * Not kept in the saved query cache (src/offline/persisted-queries.ts): a list restored after a
 * reload may still hold a notification that was read since, and would open its dialog again.
 */
export const gameNotificationsQueryKey = ['notifications', 'games'] as const;

/** GET /api/notifications/games: my unread game notifications, oldest first (docs/architecture.md §6). */
export function getGameNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<GameNotification[]> {
  return api.get<GameNotification[]>('/api/notifications/games', { signal });
}

/** docs/product.md §7, §9: only while signed in, polled every 30 s while the live stream is down (docs/architecture.md §6). */
export const gameNotificationsQueryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: gameNotificationsQueryKey,
    queryFn: ({ signal }) => getGameNotifications({ signal }),
    enabled,
    refetchInterval: enabled ? pollWhileStreamDown(NOTIFICATIONS_POLL_MS) : false,
  });

export function useGameNotifications(options?: { enabled?: boolean }) {
  return useQuery(gameNotificationsQueryOptions(options));
}
