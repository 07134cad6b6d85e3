import type { Message, ThreadPage } from '@contract/messages';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';
import type { MessageOutboxPayload } from './message-payload';
import { threadQueryKey } from './thread-keys';

/** POST /api/messages through the outbox (docs/architecture.md §7). Loaded at start-up, so no UI in here. */
export const messageOutboxKind = defineOutboxKind<MessageOutboxPayload>({
  kind: 'message',
  payload: () => import('./message-payload').then((m) => m.messagePayloadSchema),
  send: ({ gameId, recipientId, content }, { headers }) => api.post<Message>('/api/messages', { gameId, recipientId, content }, { headers }),
  refreshes: [['messages']],
  // The reply shows at the end of an open thread at once, not after the refresh: the waiting
  // bubble leaves the outbox in the same moment (no flicker while the thread reloads).
  onSent: async ({ gameId, recipientId }, response, queryClient) => {
    const { messageSchema } = await import('@contract/messages');
    const sent = messageSchema.safeParse(response);
    if (!sent.success) return;
    const message = sent.data;
    queryClient.setQueryData<InfiniteData<ThreadPage>>(threadQueryKey(gameId, recipientId), (thread) => {
      const [newest, ...older] = thread?.pages ?? [];
      if (!thread || !newest || newest.messages.some((m) => m.id === message.id)) return thread;
      return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
    });
  },
  title: (p) => `Message to ${p.recipientName}`,
  text: (p) => p.content,
});
