import { notificationsStore, useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryFailedImports } from '@/lib/retryable-lazy';
import { create } from 'zustand';
import { lazyPage } from './lazy-page';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-config';

const Toaster = lazyPage(() => import('./toaster'), 'Toaster');

// Toasts raised before the container has loaded already queue by the app's limit.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION });

const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

/**
 * Loads the toast container now, before any toast (the signed-in app calls it once idle). A toast
 * that is followed by a page change must be seen at once: docs/product.md §8's 'Unauthorized' has 500 ms
 * before the login redirect, less than the container's chunk can take on a slow phone.
 */
export function preloadToaster(): void {
  useToasterWanted.setState({ wanted: true });
}

/**
 * The toast container (with its transitions and drag handling) loads only once the first toast is
 * raised or the signed-in app asks for it (preloadToaster); `notifications.show` queues in the
 * store meanwhile. Keeps it off the landing page.
 */
export function LazyToaster() {
  const { notifications, queue } = useNotifications();
  const wanted = useToasterWanted((state) => state.wanted);
  const [needed, setNeeded] = useState(false);
  if (!needed && (wanted || notifications.length + queue.length > 0)) setNeeded(true);
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
