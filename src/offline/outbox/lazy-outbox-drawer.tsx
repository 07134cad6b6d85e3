import { lazy, Suspense, useState } from 'react';
import type { OutboxDrawerProps } from './outbox-drawer';

const OutboxDrawer = lazy(async () => ({ default: (await import('./outbox-drawer')).OutboxDrawer }));

/**
 * The outbox's sheet, loaded the first time it opens and kept from then on, so that it slides in
 * and out as before. Mantine's Drawer and what it brings (focus trap, scroll lock, overlay) were a
 * sizeable part of the chunk every signed-in first visit loads, for a sheet most visits never open
 * (issue 15, decision 0034). Every chunk is precached, so it opens offline too once the service
 * worker is installed.
 */
export function LazyOutboxDrawer(props: OutboxDrawerProps) {
  const [wanted, setWanted] = useState(false);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OutboxDrawer {...props} />
    </Suspense>
  );
}
