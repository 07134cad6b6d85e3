import { create } from 'zustand';
import type { OutboxEntry } from './outbox-entry';

/**
 * The outbox as the screens show it (waiting posts, hearts liked offline, the header count): a
 * copy of IndexedDB kept fresh by app-outbox.ts, never the source of truth. Select by user: a
 * shared phone may still hold entries of someone signed out without sending them.
 */
export const useOutboxStore = create<{ entries: OutboxEntry[] }>(() => ({ entries: [] }));

export const entriesOf = (entries: OutboxEntry[], userId: string) => entries.filter((entry) => entry.userId === userId);
