import type { OutboxEntry } from '@/offline/outbox/outbox-entry';
import { messageOutboxKind } from './api/message-outbox-kind';
import type { MessageOutboxPayload } from './api/message-payload';

export type QueuedMessage = OutboxEntry & { payload: MessageOutboxPayload };

/** `userId`'s messages to `recipientId` about `gameId` still in the outbox, oldest first (docs/architecture.md §7). */
export function queuedMessages(entries: OutboxEntry[], userId: string, gameId: string, recipientId: string): QueuedMessage[] {
  return entries.filter(
    (entry): entry is QueuedMessage =>
      messageOutboxKind.owns(entry) &&
      entry.userId === userId &&
      entry.payload.gameId === gameId &&
      entry.payload.recipientId === recipientId,
  );
}
