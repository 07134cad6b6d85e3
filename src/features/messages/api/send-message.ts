import { useMutation } from '@tanstack/react-query';
import { deliveryToast } from '@/lib/toasts';
import { appOutbox } from '@/offline/outbox/app-outbox';
import type { Delivery } from '@/offline/outbox/outbox';
import { messageOutboxKind } from './message-outbox-kind';
import type { MessageOutboxPayload } from './message-payload';

export const MESSAGE_SENT = 'Message sent!';
export const MESSAGE_FAILED = 'Failed to send message';
export const MESSAGE_QUEUED = "You're offline. Your message will be sent as soon as you're back online.";

/**
 * POST /api/messages `{ gameId, recipientId, content }` through the outbox (docs/architecture.md §7): sent at once
 * when online, kept and sent later when not, under one Idempotency-Key so it arrives exactly once.
 */
export async function sendMessage(userId: string, payload: MessageOutboxPayload): Promise<Delivery> {
  const [delivery] = await appOutbox.deliver(userId, [{ write: messageOutboxKind.write(payload) }]);
  return delivery ?? { status: 'refused', message: null };
}

/**
 * Send with docs/product.md §8's toasts: the message-sent toast, or the server's message, else 'Failed to send
 * message'. A queued message shows in its thread as 'Waiting to send'; what arrives refreshes the
 * message views through the outbox (the kind's `refreshes`). From an open thread (`inThread`) the
 * reply itself, sent or waiting, is the answer: no toast over the conversation, only failures.
 */
export function useSendMessage(userId: string, { inThread = false } = {}) {
  return useMutation({
    // The outbox keeps this write; the query cache must not pause it while offline.
    networkMode: 'always',
    mutationFn: async (payload: MessageOutboxPayload) => {
      const delivery = await sendMessage(userId, payload);
      if (delivery.status === 'refused') throw new Error(delivery.message ?? MESSAGE_FAILED);
      return delivery;
    },
    meta: {
      successMessage: inThread ? undefined : (delivery: Delivery) => deliveryToast(delivery, MESSAGE_SENT, MESSAGE_QUEUED),
      errorMessage: (error) => error.message || MESSAGE_FAILED,
    },
  });
}
