import { requestPersistentStorage } from '../persistent-storage';
import { Outbox } from './outbox';
import { byQueueOrder, type OutboxEntry } from './outbox-entry';
import { indexedDbOutboxStorage, memoryOutboxStorage } from './outbox-storage';
import { useOutboxStore } from './outbox-store';
import { sendEntry } from './send-entry';

const LOCK_NAME = 'challenge-outbox-flush';

/** One tab flushes at a time (Web Locks); where the API is missing, this tab just goes ahead. */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T | undefined> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  // The lock's callback result is what request() resolves to (its typing wraps it once more).
  return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? task() : undefined)) as Promise<T | undefined>;
}

type SentListener = (entry: OutboxEntry, response: unknown) => void | Promise<void>;
const sentListeners = new Set<SentListener>();
type FlushedListener = (sent: OutboxEntry[]) => void;
const flushedListeners = new Set<FlushedListener>();

const storage = typeof indexedDB === 'undefined' ? memoryOutboxStorage() : indexedDbOutboxStorage();

/**
 * The app's one outbox, in IndexedDB, shared by every tab (in memory where IndexedDB is missing).
 * Its kinds of write are registered by src/app/outbox-kinds.ts.
 */
export const appOutbox = new Outbox({
  storage,
  send: sendEntry,
  exclusive: oneTabAtATime,
  // A listener that fails must not stop the flush: the entry reached the server either way.
  onSent: async (entry, response) => {
    await Promise.all([...sentListeners].map(async (listener) => listener(entry, response))).catch(() => undefined);
  },
  onFlushed: (sent) => flushedListeners.forEach((listener) => listener(sent)),
});

/** Tells `listener` about every entry this tab delivered, with the server's answer. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Tells `listener` once per flush of this tab that delivered something. */
export function onOutboxFlushed(listener: FlushedListener): () => void {
  flushedListeners.add(listener);
  return () => flushedListeners.delete(listener);
}

let askedForPersistence = false;

async function refreshStore(): Promise<void> {
  const entries = (await storage.all()).sort(byQueueOrder);
  useOutboxStore.setState({ entries });
  // Something made offline now lives only on this device: ask the browser not to evict it (decision 0005).
  if (entries.length > 0 && !askedForPersistence) {
    askedForPersistence = true;
    void requestPersistentStorage();
  }
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('challenge-outbox');
// Screens in every tab follow the outbox: this tab's changes directly, other tabs' through the channel.
appOutbox.subscribe(() => {
  void refreshStore();
  channel?.postMessage('changed');
});
channel?.addEventListener('message', () => void refreshStore());
void refreshStore();
