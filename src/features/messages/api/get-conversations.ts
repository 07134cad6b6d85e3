import type { ConversationsPage } from '@contract/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollWhileStreamDown } from '@/lib/live-events/live-stream-state';

export const conversationsQueryKey = ['messages', 'conversations'] as const;

/**
 * New messages arrive without the person doing anything: the list and an open thread read again
 * when shown (the cached copy shows meanwhile, offline too) and every 30 s while shown, the
 * cadence docs/product.md §9 gives the unread count, while the live stream is down (docs/architecture.md §6).
 */
export const MESSAGES_POLL_MS = 30_000;

/** GET /api/messages/conversations?cursor=: newest conversation first, a page at a time (docs/architecture.md §6). */
export function getConversations({ cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {}): Promise<ConversationsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<ConversationsPage>(`/api/messages/conversations${query}`, { signal });
}

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam, signal }) => getConversations({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    refetchInterval: pollWhileStreamDown(MESSAGES_POLL_MS),
  });

/** The /messages list (docs/product.md §2). */
export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
