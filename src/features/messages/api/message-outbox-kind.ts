import { messageSchema, sendMessageSchema, type Message, type ThreadPage } from '@contract/messages';
import type { InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';
import { threadQueryKey } from './thread-keys';

/**
 * A message as the outbox keeps it (DESIGN §7): what POST /api/messages takes, plus the names the
 * outbox list and the waiting thread show without another lookup (never sent). Loaded at start-up,
 * so no UI in here.
 */
export const messageOutboxKind = defineOutboxKind({
  kind: 'message',
  payload: sendMessageSchema.extend({ recipientName: z.string(), gameName: z.string() }),
  send: ({ gameId, recipientId, content }, { headers }) => api.post<Message>('/api/messages', { gameId, recipientId, content }, { headers }),
  refreshes: [['messages']],
  // The reply shows at the end of an open thread at once, not after the refresh: the waiting
  // bubble leaves the outbox in the same moment (no flicker while the thread reloads).
  onSent: ({ gameId, recipientId }, response, queryClient) => {
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

export type MessageOutboxPayload = z.infer<typeof messageOutboxKind.payload>;
