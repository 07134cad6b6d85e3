/**
 * Saving and restoring the query cache in IndexedDB (idb-keyval, async persister), one entry per
 * person. Loaded lazily by PersistedQueryProvider only when someone is signed in on this device,
 * so the landing page never downloads it.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { clearSavedQueries, savedQueriesStore as queryCacheStore } from '@/sw-shared/saved-queries-store';
import { cacheOwner } from './cache-owner';
import { PERSIST_BUSTER, PERSIST_MAX_AGE_MS, persistedCacheKey, savedQueryState, shouldPersistQuery } from './persisted-queries';

/** `throttleTime`: the persister's pause between saves (its default, 1 s; 0 for a save that must happen now). */
function persistOptions(queryClient: QueryClient, userId: string, throttleTime?: number): PersistQueryClientOptions {
  const persister = createAsyncStoragePersister({
    key: persistedCacheKey(userId),
    throttleTime,
    storage: {
      getItem: (key) => get<string>(key, queryCacheStore()),
      // A save still throttled when this person signed out or someone else signed in is dropped:
      // it must not bring their data back after it was cleared.
      setItem: (key, value: string) => (cacheOwner.get() === userId ? set(key, value, queryCacheStore()) : Promise.resolve()),
      removeItem: (key) => del(key, queryCacheStore()),
    },
    serialize: (client) =>
      JSON.stringify({
        ...client,
        clientState: {
          ...client.clientState,
          queries: client.clientState.queries.map((query) => ({ ...query, state: savedQueryState(query.state) })),
        },
      }),
  });
  return {
    // The persister packages (5.104) pin their own query-core beside react-query's (5.108): the
    // same client at runtime, two copies of its private-field types for TypeScript.
    queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** Puts `userId`'s saved queries back into the cache (older answers never overwrite newer ones). */
export async function restoreQueries(queryClient: QueryClient, userId: string): Promise<void> {
  await persistQueryClientRestore(persistOptions(queryClient, userId));
}

/**
 * Saves the kept queries under `userId` now and whenever the cache changes; answers the
 * unsubscribe.
 * - Now: a subscription saves only on later changes, and the first screen's reads may all have
 *   been answered before it (asked for while the app started, src/app/start-up.ts), so nothing
 *   would be kept for offline until some later change.
 * - When the app is hidden: the persister saves a change only a second after it (throttled), and a
 *   phone may end a backgrounded app before then. A game opened and left at once was not there
 *   at the next start (seen in scripts/perf/warm-start.ts's runs).
 */
export function persistQueries(queryClient: QueryClient, userId: string): () => void {
  const options = persistOptions(queryClient, userId);
  const unsubscribe = persistQueryClientSubscribe(options);
  const warn = (error: unknown) => console.warn('The query cache could not be saved', error);
  // Its own persister: the subscription's would wait for its throttle.
  const atOnce = persistOptions(queryClient, userId, 0);
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') persistQueryClientSave(atOnce).catch(warn);
  };
  persistQueryClientSave(options).catch(warn);
  document.addEventListener('visibilitychange', saveWhenHidden);
  return () => {
    document.removeEventListener('visibilitychange', saveWhenHidden);
    unsubscribe();
  };
}

/** Logout on a shared phone: every person's saved queries go. */
export async function forgetAllPersistedQueries(): Promise<void> {
  await clearSavedQueries();
}
