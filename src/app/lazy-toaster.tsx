import { notificationsStore, useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { preloadModule, retryFailedImports } from '@/lib/retryable-lazy';
import { lazyPage } from './lazy-page';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-config';

const loadToaster = () => import('./toaster');
const Toaster = lazyPage(loadToaster, 'Toaster');

// Toasts raised before the container has loaded already queue by the app's limit.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION });

/**
 * Loads the toast container's code now, before any toast (the signed-in app calls it once idle). A
 * toast that is followed by a page change must be seen at once: docs/product.md §8's 'Unauthorized'
 * has 500 ms before the login redirect, less than the container's chunk can take on a slow phone.
 * Once loaded, the container mounts in the same render as the first toast.
 */
export function preloadToaster(): void {
  void preloadModule(loadToaster).catch(() => undefined);
}

/**
 * The toast container (with its transitions and drag handling) mounts with the first toast raised;
 * `notifications.show` queues in the store until then. Its code loads then, or earlier through
 * preloadToaster. Keeps it off the landing page, and its empty position boxes out of every start's
 * DOM (tests/e2e/home-budget.test.ts counts Home's nodes).
 */
export function LazyToaster() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  // A container whose code could not load shows nothing rather than take the app down with it
  // (it sits above every screen's boundary); the next toast tries it again (decision 0039).
  return (
    <ErrorBoundary fallback={null} resetKeys={[notifications.length + queue.length]} onReset={retryFailedImports}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  );
}
