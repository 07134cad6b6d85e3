import type { Query, QueryClient } from '@tanstack/react-query';
import { isOnline } from './online-status';

/** When each query with an answer got it: taken just before a restore, to tell restored answers apart. */
export function answeredQueries(client: QueryClient): ReadonlyMap<string, number> {
  const answered = new Map<string, number>();
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.dataUpdatedAt > 0) answered.set(query.queryHash, query.state.dataUpdatedAt);
  }
  return answered;
}

/**
 * Saved answers show at once on start, but they are old, and queries never go stale on their own
 * (staleTime Infinity, docs/product.md §7): without this a reloaded app kept showing them until some write of
 * its own invalidated them (a game joined on another device never appeared). Marks every answer
 * older than `restoredAt` stale and asks again for those on screen, which keep showing the saved
 * answer meanwhile; the others ask when they mount. An answer this document already had before the
 * restore (`answeredBefore`, unchanged by it) is not a saved one: the user fetch that made someone
 * the owner and so started the restore was asked for twice before (decision 0024). Offline that would
 * only fail, so it waits for the connection. Call it once the screens have subscribed; answers the
 * function that stops waiting.
 */
export function refreshSavedQueries(
  client: QueryClient,
  restoredAt: number,
  answeredBefore: ReadonlyMap<string, number> = new Map(),
): () => void {
  const restored = (query: Query) =>
    query.state.dataUpdatedAt > 0 &&
    query.state.dataUpdatedAt < restoredAt &&
    answeredBefore.get(query.queryHash) !== query.state.dataUpdatedAt;
  const refresh = () =>
    void client.invalidateQueries(
      { predicate: restored },
      // A screen that mounted without its answer is already asking: join that request.
      { cancelRefetch: false },
    );
  if (isOnline()) {
    refresh();
    return () => undefined;
  }
  window.addEventListener('online', refresh, { once: true });
  return () => window.removeEventListener('online', refresh);
}
