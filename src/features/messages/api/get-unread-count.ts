import type { UnreadCount } from '@contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollWhileStreamDown } from '@/lib/live-events/live-stream-state';

export const UNREAD_POLL_MS = 30_000;

export const unreadCountQueryKey = ['messages', 'unread-count'] as const;

/** GET /api/messages/unread-count: how many received messages are unread. */
export function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<UnreadCount> {
  return api.get<UnreadCount>('/api/messages/unread-count', { signal });
}

/** docs/product.md §7: only when logged in, polled every 30 s while the live stream is down (docs/architecture.md §6). */
export const unreadCountQueryOptions = ({ enabled }: { enabled: boolean }) =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    enabled,
    refetchInterval: enabled ? pollWhileStreamDown(UNREAD_POLL_MS) : false,
  });

export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery(unreadCountQueryOptions({ enabled }));
}
