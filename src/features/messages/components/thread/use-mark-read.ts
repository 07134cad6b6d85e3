import type { Message } from '@contract/messages';
import { useEffect, useRef } from 'react';
import { useMarkConversationRead } from '../../api/mark-conversation-read';

/**
 * docs/product.md §2/§5: opening a conversation marks the messages I received in it read, all of them in one
 * request (docs/architecture.md §6); the header badge and the list's badge drop with the answer. Asked once per
 * newest unread message, so a failure is not retried in a loop (docs/product.md §8's toast says so).
 */
export function useMarkRead(gameId: string, otherUserId: string, messages: readonly Message[]) {
  const markRead = useMarkConversationRead();
  const { mutate } = markRead;
  const asked = useRef<string | null>(null);
  const newestUnread = messages.findLast((m) => m.senderId === otherUserId && !m.isRead)?.id ?? null;
  useEffect(() => {
    if (!newestUnread || asked.current === newestUnread) return;
    asked.current = newestUnread;
    mutate({ gameId, userId: otherUserId });
  }, [newestUnread, gameId, otherUserId, mutate]);
}
