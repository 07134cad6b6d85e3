import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';

const Toaster = lazyPage(() => import('./toaster'), 'Toaster');

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
