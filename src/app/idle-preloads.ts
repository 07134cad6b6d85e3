import { useEffect } from 'react';
import { preloadModule } from '@/lib/retryable-lazy';
import { preloadToaster } from './lazy-toaster';
import { loadGameDetailRoute } from './screen-modules';
import { loadShareAccomplishmentDialog } from './share-accomplishment/share-accomplishment-host';

/** What people open most from any screen: a game, and Share Your Accomplishment. */
const OPENED_NEXT: (() => Promise<unknown>)[] = [loadGameDetailRoute, loadShareAccomplishmentDialog];

/**
 * Once the signed-in app's first screen is up and the browser is idle: the toasts' code (a toast
 * must show at once, see preloadToaster) and, when the service worker serves the app's code from
 * its precache, the code of what is opened next, so that opening it waits for nothing but its
 * render (decision 0055). On a first visit, without the worker, those would be downloads that the
 * person may never need (the budget of tests/e2e/home-budget.test.ts counts them).
 */
export function useIdlePreloads(): void {
  useEffect(() => {
    const preload = () => {
      preloadToaster();
      if (!navigator.serviceWorker?.controller) return;
      for (const load of OPENED_NEXT) void preloadModule(load).catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(preload, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
}
