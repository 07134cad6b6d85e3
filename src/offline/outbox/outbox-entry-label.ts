import type { OutboxEntry } from './outbox-entry';

/** What a waiting write is, in the person's words. */
export function outboxEntryTitle(entry: OutboxEntry): string {
  switch (entry.kind) {
    case 'post':
      return `Accomplishment in ${entry.payload.gameName}`;
    case 'like':
      return entry.payload.upvoted ? 'Like' : 'Unlike';
    case 'comment':
      return 'Comment';
  }
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

/** The text of a post or comment, for recognising it in the list. */
export function outboxEntryText(entry: OutboxEntry): string | null {
  return entry.kind === 'like' ? null : entry.payload.content;
}
