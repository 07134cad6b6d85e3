import type { OutboxEntry } from './outbox-entry';
import type { OutboxKind } from './outbox-kind';
import type { LoadedSchemas } from './use-payload-schemas';

/** What a waiting write is, in the person's words (its kind says), and its text if it has one. */
export function outboxEntryLabel(
  entry: OutboxEntry,
  kind: OutboxKind<unknown> | undefined,
  schemas: LoadedSchemas,
): { title: string; text: string | null } {
  const payload = kind && schemas.get(kind.kind)?.safeParse(entry.payload);
  if (!kind || !payload?.success) return { title: 'Saved change', text: null };
  return { title: kind.title(payload.data), text: kind.text(payload.data) };
}

export function outboxEntryStatus(entry: OutboxEntry): string {
  switch (entry.status) {
    case 'pending':
      return entry.attempts > 0 ? 'Waiting to send, will try again' : 'Waiting to send';
    case 'sending':
      return 'Sending…';
    case 'failed':
      return `Not sent: ${entry.lastError ?? 'refused by the server'}`;
    case 'needs-sign-in':
      return 'Sign in to send';
  }
}
