import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import { Drawer } from '@mantine/core';
import { useCloseReturningFocus } from '@/lib/use-close-returning-focus';
import type { OutboxEntry } from './outbox-entry';
import { OutboxList } from './outbox-list';

/**
 * The outbox's bottom sheet with Retry and Discard: its own chunk, loaded on the first press. The
 * drawer's code (Mantine's modal base, scroll area, focus trap and scroll lock) was over a third of the
 * signed-in shell that every start runs, for a sheet that is rarely opened (decision 0055).
 */
export function OutboxSheet({ entries, userId, onClose }: { entries: OutboxEntry[]; userId: string; onClose: () => void }) {
  // It goes away at once when closed: focus goes back to the outbox button.
  const close = useCloseReturningFocus(onClose);
  return (
    // A bottom sheet as tall as its list (Mantine has no size "auto": it would read an undefined
    // --drawer-size-auto and fill the whole screen); long lists scroll inside it.
    <Drawer opened onClose={close} position="bottom" title="Waiting to send" styles={{ content: { height: 'auto' } }}>
      <OutboxList entries={entries} userId={userId} />
    </Drawer>
  );
}
