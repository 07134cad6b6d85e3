import { sendMessageSchema } from '@contract/messages';
import { z } from 'zod';

/**
 * A message as the outbox keeps it (message-outbox-kind.ts): what POST /api/messages takes, plus the
 * names the outbox list and the waiting thread show without another lookup (never sent). Loaded
 * only when the outbox checks an entry: zod stays out of the app's start.
 */
export const messagePayloadSchema = sendMessageSchema.extend({ recipientName: z.string(), gameName: z.string() });
export type MessageOutboxPayload = z.infer<typeof messagePayloadSchema>;
