import { clearServiceWorkerCaches } from './service-worker-caches';

/**
 * Deletes what this device keeps for reading of the people who used it (docs/architecture.md §5): every person's
 * saved queries, and the service worker's API answers and images. Not the outbox: unsent writes
 * stay their author's, sent only when that person is signed in again, and the explicit Logout
 * clears its person's own (decision record 0011). The caller has already made sure nothing saves
 * again (cacheOwner cleared). Loaded lazily: the landing page never needs it.
 */
export async function forgetPeopleOnThisDevice(): Promise<void> {
  const results = await Promise.allSettled([
    import('./query-persistence').then((persistence) => persistence.forgetAllPersistedQueries()),
    clearServiceWorkerCaches(),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Could not clear saved data', result.reason);
  }
}
