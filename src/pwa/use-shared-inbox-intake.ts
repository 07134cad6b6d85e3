import { useEffect } from 'react';
import type { SharedContent } from '@/sw-shared/shared-inbox';

/**
 * Takes what was shared into the app (the service worker left it in IndexedDB, shared-inbox.ts)
 * once someone is signed in, and hands it to `open` (Share Your Accomplishment, prefilled). A
 * signed-out person's share waits through the sign-in detour: this runs again when they are in.
 */
export function useSharedInboxIntake(signedIn: boolean, open: (request: SharedContent) => void): void {
  useEffect(() => {
    if (!signedIn || typeof indexedDB === 'undefined') return;
    // Not cancelled on unmount: the item is gone from the inbox once taken, so it must open.
    void import('@/sw-shared/shared-inbox')
      .then(async ({ takeSharedItem, shareRequestOf }) => {
        const item = await takeSharedItem(Date.now());
        if (item) open(shareRequestOf(item));
      })
      .catch((error: unknown) => console.error('Could not read what was shared into the app', error));
    // A new `open` runs this again harmlessly: the item left the inbox when it was taken.
  }, [signedIn, open]);
}
