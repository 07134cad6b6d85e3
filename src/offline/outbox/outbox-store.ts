import { create } from 'zustand';
import type { OutboxEntry } from './outbox-entry';

/**
 * The signed-in person's outbox entries as the screens show them (waiting posts, liked-while-offline
 * hearts, the header count). Filled by useOutboxSync from IndexedDB; never the source of truth.
 */
export const useOutboxStore = create<{ entries: OutboxEntry[] }>(() => ({ entries: [] }));

/** Waiting posts, likes and comments: everything not refused for good. */
export const selectWaitingCount = (state: { entries: OutboxEntry[] }) =>
  state.entries.filter((entry) => entry.status !== 'failed').length;
