import type { QueryClient } from '@tanstack/react-query';
import { preloadModule } from '@/lib/retryable-lazy';
import { answeredQueries } from './refresh-saved-queries';

/** The query persistence module, for this start and PersistedQueryProvider (one chunk, decision 0024). */
export const loadQueryPersistence = () => import('./query-persistence');

interface SavedCacheStart {
  owner: string;
  /** When the restore began: answers older than this came from the saved cache. */
  at: number;
  /** Answers this document had before the restore (not saved ones: see refreshSavedQueries). */
  answeredBefore: ReadonlyMap<string, number>;
}

let done: SavedCacheStart | null = null;

/**
 * The warm start (docs/decisions/0055-warm-start.md): `owner`'s saved queries back in the cache
 * before the first render, so the first frame React paints is the screen seen last time.
 * PersistedQueryProvider then skips its own restore for this owner (savedCacheRestoredFor).
 */
export async function restoreSavedCache(client: QueryClient, owner: string): Promise<void> {
  const at = Date.now();
  const answeredBefore = answeredQueries(client);
  const { restoreQueries } = await preloadModule(loadQueryPersistence);
  await restoreQueries(client, owner);
  done = { owner, at, answeredBefore };
}

/** The restore done before the first render for `owner`, if any (another owner forgets it). */
export function savedCacheRestoredFor(owner: string | null): SavedCacheStart | null {
  if (done && done.owner !== owner) done = null;
  return done;
}
