import type { QueryClient } from '@tanstack/react-query';
import { isOnline } from './online-status';

/**
 * Saved answers show at once on start, but they are old, and queries never go stale on their own
 * (staleTime Infinity, SPEC §7): without this a reloaded app kept showing them until some write of
 * its own invalidated them (a game joined on another device never appeared). Marks every answer
 * older than `restoredAt` stale and asks again for those on screen, which keep showing the saved
 * answer meanwhile; the others ask when they mount. Offline that would only fail, so it waits for
 * the connection. Call it once the screens have subscribed; answers the function that stops waiting.
 */
export function refreshSavedQueries(client: QueryClient, restoredAt: number): () => void {
  const refresh = () =>
    void client.invalidateQueries(
      { predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < restoredAt },
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
