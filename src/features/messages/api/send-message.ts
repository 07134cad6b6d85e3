import { deliveryToast } from '@/lib/toasts';
import type { Delivery } from '@/offline/outbox/outbox';
import { useOutboxWrite } from '@/offline/outbox/use-outbox-write';
import { messageOutboxKind } from './message-outbox-kind';

export const MESSAGE_SENT = 'Message sent!';
export const MESSAGE_FAILED = 'Failed to send message';
export const MESSAGE_QUEUED = "You're offline. Your message will be sent as soon as you're back online.";

/**
 * Send, POST /api/messages `{ gameId, recipientId, content }` through the outbox (docs/architecture.md §7),
 * with docs/product.md §8's toasts: the message-sent toast, or the server's message, else 'Failed to send
 * message'. A queued message shows in its thread as 'Waiting to send'; what arrives refreshes the
 * message views through the outbox (the kind's `refreshes`). From an open thread (`inThread`) the
 * reply itself, sent or waiting, is the answer: no toast over the conversation, only failures.
 */
export function useSendMessage(userId: string, { inThread = false } = {}) {
  return useOutboxWrite(userId, messageOutboxKind, MESSAGE_FAILED, {
    successMessage: inThread ? undefined : (delivery: Delivery) => deliveryToast(delivery, MESSAGE_SENT, MESSAGE_QUEUED),
    errorMessage: (error) => error.message || MESSAGE_FAILED,
  });
}
