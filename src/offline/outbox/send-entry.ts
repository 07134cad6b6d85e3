import { ApiError, errorText } from '@/lib/api-client';
import type { OutboxEntry, SendOutcome } from './outbox-entry';
import type { OutboxKind } from './outbox-kind';

/** Answers worth sending again: a timeout, the first attempt still running, too many requests, a server fault. */
const RETRYABLE = new Set([408, 409, 425, 429]);

export const NO_LONGER_SENDABLE = 'This app version can no longer send it';

/**
 * One attempt at one entry through its kind, its outcome classified for the outbox; never throws.
 * The entry's id makes every attempt the same request to the server (docs/architecture.md §4). A 401 gets
 * docs/product.md §8's 'Unauthorized' toast and the login redirect like any other write; the entry waits
 * for the same person to sign in again.
 */
export async function sendEntry(entry: OutboxEntry, kind: OutboxKind<unknown> | undefined): Promise<SendOutcome> {
  if (!kind) return { result: 'refused', message: NO_LONGER_SENDABLE };
  const schema = await kind.payload().catch(() => null);
  // Its code could not be loaded (offline before the app was cached): not the entry's fault.
  if (!schema) return { result: 'retry', message: 'No connection' };
  // Saved by another version of the app (an update changed the shape, or a kind went away).
  const payload = schema.safeParse(entry.payload);
  if (!payload.success) return { result: 'refused', message: NO_LONGER_SENDABLE };
  try {
    return { result: 'sent', response: await kind.send(payload.data, { headers: { 'Idempotency-Key': entry.id } }) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { result: 'retry', message: 'No connection' };
    if (error.status === 401) return { result: 'signed-out' };
    if (error.status >= 500 || RETRYABLE.has(error.status)) return { result: 'retry', message: errorText(error) };
    return { result: 'refused', message: errorText(error) };
  }
}
