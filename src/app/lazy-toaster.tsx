import { notificationsStore, useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-config';

const Toaster = lazyPage(() => import('./toaster'), 'Toaster');

// Toasts raised before the container has loaded already queue by the app's limit.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION });

/**
 * The toast container (with its transitions and drag handling) loads only once the first toast is
 * raised; `notifications.show` queues in the store meanwhile. Keeps it off the landing page.
 */
export function LazyToaster() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
