import type { ThreadPage } from '@contract/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollWhileStreamDown } from '@/lib/live-events/live-stream-state';
import { MESSAGES_POLL_MS } from './get-conversations';
import { conversationPath, threadQueryKey } from './thread-keys';

/**
 * GET /api/messages/conversations/{gameId}/{userId}?cursor=: one page of the thread, oldest first;
 * the first page holds the newest messages and `nextCursor` leads to older ones. 404 'Conversation
 * not found' for a thread that isn't mine (docs/architecture.md §6).
 */
export function getThread(
  { gameId, userId, cursor, signal }: { gameId: string; userId: string; cursor?: string | null; signal?: AbortSignal },
): Promise<ThreadPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<ThreadPage>(`${conversationPath(gameId, userId)}${query}`, { signal });
}

export const threadQueryOptions = (gameId: string, userId: string) =>
  infiniteQueryOptions({
    queryKey: threadQueryKey(gameId, userId),
    queryFn: ({ pageParam, signal }) => getThread({ gameId, userId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    // "Next" pages are older messages: loaded as the person scrolls up.
    getNextPageParam: (page) => page.nextCursor,
    // Read again when opened and every 30 s while open and the stream is down, like the list.
    staleTime: 0,
    refetchInterval: pollWhileStreamDown(MESSAGES_POLL_MS),
  });

export function useThread(gameId: string, userId: string) {
  return useInfiniteQuery(threadQueryOptions(gameId, userId));
}

/** The loaded pages as one list, oldest first (pages come newest page first, each oldest first). */
export function threadMessages(pages: readonly ThreadPage[]) {
  return [...pages].reverse().flatMap((page) => page.messages);
}

