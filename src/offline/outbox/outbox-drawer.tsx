import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import { Drawer } from '@mantine/core';
import type { OutboxEntry } from './outbox-entry';
import { OutboxList } from './outbox-list';

export interface OutboxDrawerProps {
  entries: OutboxEntry[];
  userId: string;
  onClose: () => void;
}

/** The outbox's list with Retry and Discard, as a bottom sheet. */
export function OutboxDrawer({ entries, userId, onClose }: OutboxDrawerProps) {
  return (
    // A bottom sheet as tall as its list (Mantine has no size "auto": it would read an undefined
    // --drawer-size-auto and fill the whole screen); long lists scroll inside it.
    <Drawer opened onClose={onClose} position="bottom" title="Waiting to send" styles={{ content: { height: 'auto' } }}>
      <OutboxList entries={entries} userId={userId} />
    </Drawer>
  );
}
