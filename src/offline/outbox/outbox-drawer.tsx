import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import { Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox-entry';
import { OutboxList } from './outbox-list';

export interface OutboxDrawerProps {
  opened: boolean;
  entries: OutboxEntry[];
  userId: string;
  onClose: () => void;
}

/**
 * The outbox's list with Retry and Discard, as a bottom sheet. It loads on the first press and
 * mounts closed, then opens: Mantine notes the focused element (the outbox button) only when the
 * sheet opens after mounting, and gives focus back to it when it closes.
 */
export function OutboxDrawer({ opened, entries, userId, onClose }: OutboxDrawerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    // A bottom sheet as tall as its list (Mantine has no size "auto": it would read an undefined
    // --drawer-size-auto and fill the whole screen); long lists scroll inside it.
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      position="bottom"
      title="Waiting to send"
      styles={{ content: { height: 'auto' } }}
    >
      <OutboxList entries={entries} userId={userId} />
    </Drawer>
  );
}
