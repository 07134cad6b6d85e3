import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cacheOwner } from './cache-owner';
import { onSignedOutByWorker } from './session-channel';
import { useSigningOut } from './signing-out';

const noOwner = () => null;

/**
 * Drops every query but `keep` from memory. Not clear(): the user's observer stays on its query
 * (a query created anew after clear() would reach it only at its next render).
 */
function forgetAllBut(queryClient: QueryClient, keep: QueryKey): void {
  const kept = hashKey(keep);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== kept });
  queryClient.getMutationCache().clear();
}

/**
 * Makes the signed-in person the owner of what this device keeps (docs/architecture.md §5, §7), and forgets the
 * previous owner's data when the person changes:
 *
 * - `userId` is someone else than the person whose data was restored (a shared phone): the
 *   in-memory and saved queries (except `keep`, the new user) and the service worker's caches go
 *   first, then the new person owns the device.
 * - `userId` is null, the server's answer that nobody is signed in (a 401 from the user fetch: the
 *   session expired, ended on another device, or /api/logout was reached by a bookmark or another
 *   tab): the same data goes, and nobody owns the device. Unsent outbox entries stay, their
 *   author's alone (decision record 0011).
 * - `userId` undefined (not known yet, or offline): nothing changes.
 *
 * Also follows the end of the session seen elsewhere: the service worker's SIGNED_OUT (a logout
 * navigation) and another tab that found nobody signed in make `keep` null, as the server would.
 *
 * Answers true while the data is cleared: render nothing of the app then, or the next person would
 * see the previous person's restored lists for a moment.
 */
export function useDeviceOwner(userId: string | null | undefined, { keep }: { keep: QueryKey }): boolean {
  const queryClient = useQueryClient();
  const owner = useSyncExternalStore(cacheOwner.subscribe, cacheOwner.get, noOwner);
  const switchingTo = useRef<string | null | undefined>(undefined);
  // The owner is cleared first thing, so it can't tell that the saved data is still being deleted.
  const [clearing, setClearing] = useState(false);
  // Logout clears the owner while the user is still known: making them the owner again would
  // save their (emptied) cache under their key and keep them as the owner after they left.
  const signingOut = useSigningOut((state) => state.signingOut);

  useEffect(() => {
    if (signingOut || userId === undefined || owner === userId || switchingTo.current === userId) return;
    switchingTo.current = userId;
    void (async () => {
      try {
        if (owner) {
          setClearing(true);
          // Nothing is saved under the previous key from here on (see query-persistence.ts).
          cacheOwner.set(null);
          forgetAllBut(queryClient, keep);
          const { forgetPeopleOnThisDevice } = await import('./forget-person');
          await forgetPeopleOnThisDevice();
        }
        if (userId) cacheOwner.set(userId);
      } finally {
        switchingTo.current = undefined;
        setClearing(false);
      }
    })();
  }, [signingOut, userId, owner, queryClient, keep]);

  useEffect(() => {
    const signedOut = () => {
      if (useSigningOut.getState().signingOut) return;
      queryClient.setQueryData(keep, null);
      // Held in memory only (the owner is gone, nothing is saved): still not for the next person.
      forgetAllBut(queryClient, keep);
    };
    // Another tab found nobody signed in: so is this tab (the same cookie). Another tab signed in
    // as someone else: this tab's screens belong to a session that is over, and its in-memory data
    // must not be saved again: start afresh.
    const stopOwner = cacheOwner.subscribe(
      () => undefined,
      (newOwner) => (newOwner === null ? signedOut() : window.location.reload()),
    );
    const stopWorker = onSignedOutByWorker(signedOut);
    return () => {
      stopOwner();
      stopWorker();
    };
  }, [queryClient, keep]);

  return clearing || (userId !== undefined && owner !== userId);
}
