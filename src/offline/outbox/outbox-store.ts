import { create } from 'zustand';
import type { OutboxEntry } from './outbox-entry';

/**
 * The outbox as the screens show it (waiting posts, hearts liked offline, the header count): a
 * copy of IndexedDB kept fresh by app-outbox.ts, never the source of truth. Select by user: a
 * shared phone may still hold entries of someone signed out without sending them.
 */
export const useOutboxStore = create<{ entries: OutboxEntry[] }>(() => ({ entries: [] }));

export const entriesOf = (entries: OutboxEntry[], userId: string) => entries.filter((entry) => entry.userId === userId);

/** The newest queued like of `postId` (the state it will set), if one is on its way. */
export function queuedLike(entries: OutboxEntry[], userId: string, postId: string) {
  return entries.findLast(
    (entry): entry is Extract<OutboxEntry, { kind: 'like' }> =>
      entry.kind === 'like' && entry.userId === userId && entry.payload.postId === postId && entry.status !== 'failed',
  );
}

/** `userId`'s comments on `postId` still in the outbox, oldest first. */
export function queuedComments(entries: OutboxEntry[], userId: string, postId: string) {
  return entries.filter(
    (entry): entry is Extract<OutboxEntry, { kind: 'comment' }> =>
      entry.kind === 'comment' && entry.userId === userId && entry.payload.postId === postId,
  );
}
