import { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import { indexedDbOutboxStorage } from './outbox-storage';
import { sendEntry } from './send-entry';

const LOCK_NAME = 'challenge-outbox-flush';

/** One tab flushes at a time (Web Locks); where the API is missing, this tab just goes ahead. */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T | undefined> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  // The lock's callback result is what request() resolves to (its typing wraps it once more).
  return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? task() : undefined)) as Promise<T | undefined>;
}

type SentListener = (entry: OutboxEntry, response: unknown) => void;
const sentListeners = new Set<SentListener>();

/** The app's one outbox, in IndexedDB, shared by every tab. */
export const appOutbox = new Outbox({
  storage: indexedDbOutboxStorage(),
  send: sendEntry,
  exclusive: oneTabAtATime,
  onSent: (entry, response) => sentListeners.forEach((listener) => listener(entry, response)),
});

export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

type ViewListener = () => void;
const viewListeners = new Set<ViewListener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('challenge-outbox');

// Views in every tab follow the outbox: this tab's changes directly, other tabs' through the channel.
appOutbox.subscribe(() => {
  viewListeners.forEach((listener) => listener());
  channel?.postMessage('changed');
});
channel?.addEventListener('message', () => viewListeners.forEach((listener) => listener()));

export function onOutboxChange(listener: ViewListener): () => void {
  viewListeners.add(listener);
  return () => viewListeners.delete(listener);
}
