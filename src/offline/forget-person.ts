import { clearServiceWorkerCaches } from './service-worker-caches';

/**
 * Deletes what this device keeps of the people who used it (DESIGN §5): every person's saved
 * queries, the service worker's API answers and images, and the outbox. The caller has already
 * made sure nothing saves again (cacheOwner cleared). Loaded lazily: the landing page never needs it.
 */
export async function forgetPeopleOnThisDevice(): Promise<void> {
  const results = await Promise.allSettled([
    import('./query-persistence').then((persistence) => persistence.forgetAllPersistedQueries()),
    clearServiceWorkerCaches(),
    import('./outbox/app-outbox').then(({ appOutbox }) => appOutbox.clear()),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Could not clear saved data', result.reason);
  }
}
