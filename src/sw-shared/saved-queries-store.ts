/**
 * Where the app saves each person's query cache (docs/architecture.md §7; src/offline/query-persistence.ts): one
 * IndexedDB store, one entry per person. Here because the service worker empties it too when it
 * sees the browser go to /api/logout (docs/architecture.md §5), before the page that follows can restore it.
 */
import { clear, createStore, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

/** The store, opened on first use (createStore opens the database at once). */
export function savedQueriesStore(): UseStore {
  return (store ??= createStore('challenge-query-cache', 'queries'));
}

/** Every person's saved queries go. */
export async function clearSavedQueries(): Promise<void> {
  await clear(savedQueriesStore());
}
