import type { ConversationsPage, MarkReadResult, ThreadPage, UnreadCount } from '@contract/messages';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';
import { unreadCountQueryKey } from './get-unread-count';
import { conversationPath, threadQueryKey } from './thread-keys';

export const MARK_READ_FAILED = 'Failed to mark message as read';

interface Conversation {
  gameId: string;
  /** The other person. */
  userId: string;
}

/** PUT /api/messages/conversations/{gameId}/{userId}/read: every message of theirs to me, in one request (docs/architecture.md §6). */
export function markConversationRead({ gameId, userId }: Conversation): Promise<MarkReadResult> {
  return api.put<MarkReadResult>(`${conversationPath(gameId, userId)}/read`);
}

/** The answer goes into every view at once: the header badge, the list's badge, the thread itself. */
function applyRead(queryClient: QueryClient, { gameId, userId }: Conversation, result: MarkReadResult) {
  queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, { count: result.unreadCount });
  queryClient.setQueryData<InfiniteData<ConversationsPage>>(conversationsQueryKey, (list) =>
    list && {
      ...list,
      pages: list.pages.map((page) => ({
        ...page,
        conversations: page.conversations.map((c) =>
          c.game.id === gameId && c.otherUser.id === userId ? { ...c, unreadCount: 0 } : c,
        ),
      })),
    },
  );
  queryClient.setQueryData<InfiniteData<ThreadPage>>(threadQueryKey(gameId, userId), (thread) =>
    thread && {
      ...thread,
      pages: thread.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (m.senderId === userId && !m.isRead ? { ...m, isRead: true } : m)),
      })),
    },
  );
}

/** docs/product.md §5: opening a conversation marks the received unread messages read. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it waits for the connection instead of failing: the thread shows from the cache.
    networkMode: 'online',
    mutationFn: markConversationRead,
    meta: { errorMessage: MARK_READ_FAILED },
    onSuccess: async (result, conversation) => {
      // A count or list asked for before this marking and still on its way would answer with the
      // count from before it and bring the badge back (a reconnect's refresh on a slow phone): the
      // marking's answer is newer than both, so theirs is dropped. Only what has data to keep: a
      // first load cancelled would leave its screen waiting.
      await Promise.all(
        [unreadCountQueryKey, conversationsQueryKey]
          .filter((queryKey) => queryClient.getQueryData(queryKey) !== undefined)
          .map((queryKey) => queryClient.cancelQueries({ queryKey })),
      );
      applyRead(queryClient, conversation, result);
    },
  });
}
