import type { OutboxWrite } from './outbox-kind';

/**
 * pending: waits for its turn (or for `nextAttemptAt` after a failure that may pass);
 * sending: a tab is sending it right now; failed: the server refused it for good (a 4xx), shown
 * with Retry and Discard; needs-sign-in: the session ended, sent after the same person signs in.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'needs-sign-in';

/**
 * What the outbox keeps (docs/architecture.md §7): one entry per write made offline or still on its way, sent
 * in order, exactly once (its id is the request's Idempotency-Key). What the payload is and how
 * it is sent is its kind's business (outbox-kind.ts).
 */
export type OutboxEntry = OutboxWrite & {
  /** A UUID, sent as the Idempotency-Key: a replay after a lost answer creates nothing twice. */
  id: string;
  /** Only the person who made it may send it. */
  userId: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** ms since epoch; orders the outbox. */
  queuedAt: number;
  /** ms since epoch before which a retry is not tried (back-off). */
  nextAttemptAt: number;
};

/** What one attempt to send an entry came to. */
export type SendOutcome =
  | { result: 'sent'; response: unknown }
  /** A 4xx that will not change by sending again (the game was deleted, the text is too long…). */
  | { result: 'refused'; message: string }
  | { result: 'signed-out' }
  /** Offline, a timeout, a 5xx, a 409 (first attempt still running) or a 429. */
  | { result: 'retry'; message: string; retryAfterMs?: number };

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … up to 5 minutes between attempts. */
export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The outbox's order: oldest first, ties broken by id so every tab agrees. */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.queuedAt - b.queuedAt || a.id.localeCompare(b.id);
}
