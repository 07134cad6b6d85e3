import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cacheOwner } from './cache-owner';
import { answeredQueries, refreshSavedQueries } from './refresh-saved-queries';
import { loadQueryPersistence, savedCacheRestoredFor } from './saved-cache-start';

const noOwner = () => null;
const storageMissing = () => typeof indexedDB === 'undefined';

interface PersistedQueryProviderProps {
  client: QueryClient;
  children: ReactNode;
}

/**
 * QueryClientProvider with the cache persisted to IndexedDB under the signed-in person's key
 * (docs/architecture.md §7). Like TanStack's PersistQueryClientProvider (same restore and subscribe functions),
 * but it follows the cache owner: PersistQueryClientProvider restores once per mount under one key,
 * and remounting the whole app when someone signs in would throw away its state.
 *
 * - Start-up with an owner: their queries are usually back before the first render already
 *   (restoreSavedCache, the warm start); otherwise children see `useIsRestoring() === true` until
 *   they are, so the signed-in app first renders with its saved data (no spinners, also offline);
 *   each screen then asks the server again (see refreshSavedQueries).
 * - No owner (first visit, signed out): nothing is loaded; the landing page pays nothing for this.
 * - The owner changes (sign-in): saving moves to the new key, their saved queries fill in behind.
 */
export function PersistedQueryProvider({ client, children }: PersistedQueryProviderProps) {
  const owner = useSyncExternalStore(cacheOwner.subscribe, cacheOwner.get, noOwner);
  // Restored before the first render on a warm start (src/main.tsx): nothing to wait for.
  const [restoring, setRestoring] = useState(() => owner !== null && !storageMissing() && !savedCacheRestoredFor(owner));
  const [restored, setRestored] = useState<{ at: number; answeredBefore: ReadonlyMap<string, number> } | null>(null);

  useEffect(() => {
    if (!owner || storageMissing()) {
      setRestoring(false);
      return;
    }
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void (async () => {
      try {
        const persistence = await loadQueryPersistence();
        const early = savedCacheRestoredFor(owner);
        const startedAt = early?.at ?? Date.now();
        const answeredBefore = early?.answeredBefore ?? answeredQueries(client);
        if (!early) {
          await persistence.restoreQueries(client, owner).catch((error: unknown) => {
            console.warn('The saved query cache could not be restored', error);
          });
        }
        if (stopped) return;
        setRestored({ at: startedAt, answeredBefore });
        unsubscribe = persistence.persistQueries(client, owner);
      } catch (error) {
        // The chunk could not load (offline before it was ever cached): run without persistence.
        console.warn('Query persistence is unavailable', error);
      }
      if (!stopped) setRestoring(false);
    })();
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [client, owner]);

  // After the render that ends restoring: the screens below have subscribed by now (children's
  // effects run first), so the refresh reaches every query on screen.
  useEffect(
    () => (restored === null ? undefined : refreshSavedQueries(client, restored.at, restored.answeredBefore)),
    [client, restored],
  );

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
