import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './outbox-entry';

/** Where entries live; IndexedDB in the app, a Map in tests. One record per entry, so writes from two tabs never overwrite each other. */
export interface OutboxStorage {
  all(): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

/** IndexedDB database 'challenge-outbox', object store 'entries' (idb-keyval keeps Blobs as they are). */
export function indexedDbOutboxStorage(): OutboxStorage {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('challenge-outbox', 'entries'));
  return {
    all: async () => (await entries<string, OutboxEntry>(db())).map(([, entry]) => entry),
    get: (id) => get<OutboxEntry>(id, db()),
    put: (entry) => set(entry.id, entry, db()),
    delete: (id) => del(id, db()),
  };
}

export function memoryOutboxStorage(): OutboxStorage {
  const map = new Map<string, OutboxEntry>();
  return {
    all: async () => [...map.values()].map((entry) => ({ ...entry })),
    get: async (id) => {
      const entry = map.get(id);
      return entry ? { ...entry } : undefined;
    },
    put: async (entry) => void map.set(entry.id, { ...entry }),
    delete: async (id) => void map.delete(id),
  };
}
