import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cacheOwner } from './cache-owner';
import { useSigningOut } from './signing-out';

const noOwner = () => null;

/**
 * Makes the signed-in person the owner of what this device keeps (DESIGN §5, §7). When the user
 * fetch answers with someone else than the person whose data was restored (a shared phone, a
 * session that ended), the previous person's data is cleared first: the in-memory and saved
 * queries (except `keep`, the new user), the service worker's caches and the outbox.
 *
 * Answers true while that runs: render nothing of the app then, or the new person would see the
 * previous person's restored lists for a moment.
 */
export function useDeviceOwner(userId: string | undefined, { keep }: { keep: QueryKey }): boolean {
  const queryClient = useQueryClient();
  const owner = useSyncExternalStore(cacheOwner.subscribe, cacheOwner.get, noOwner);
  const switchingTo = useRef<string | null>(null);
  // Logout clears the owner while the user is still known: making them the owner again would
  // save their (emptied) cache under their key and keep them as the owner after they left.
  const signingOut = useSigningOut((state) => state.signingOut);

  useEffect(() => {
    if (signingOut || !userId || owner === userId || switchingTo.current === userId) return;
    switchingTo.current = userId;
    void (async () => {
      try {
        if (owner) {
          // Nothing is saved under the previous key from here on (see query-persistence.ts).
          cacheOwner.set(null);
          const newUser = queryClient.getQueryData(keep);
          queryClient.clear();
          queryClient.setQueryData(keep, newUser);
          const { forgetPeopleOnThisDevice } = await import('./forget-person');
          await forgetPeopleOnThisDevice();
        }
        cacheOwner.set(userId);
      } finally {
        switchingTo.current = null;
      }
    })();
  }, [signingOut, userId, owner, queryClient, keep]);

  useEffect(
    // Another tab signed out or in as someone else: this tab's screens belong to a session that
    // is over, and its in-memory data must not be saved again. Start afresh.
    () => cacheOwner.subscribe(() => undefined, () => window.location.reload()),
    [],
  );

  return userId !== undefined && owner !== userId;
}
