import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import { ActionIcon, Badge, Drawer } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { entriesOf, useOutboxStore } from './outbox-store';
import { OutboxList } from './outbox-list';
import classes from './outbox-button.module.css';

/**
 * The header's outbox: hidden while nothing waits; otherwise a count of what waits to be sent
 * (red when something was refused) that opens the list with Retry and Discard.
 */
export function OutboxButton({ userId }: { userId: string }) {
  const [opened, setOpened] = useState(false);
  const entries = useOutboxStore((state) => state.entries);
  const mine = entriesOf(entries, userId);
  if (mine.length === 0 && !opened) return null;
  const failed = mine.filter((entry) => entry.status === 'failed').length;
  const waiting = mine.length - failed;
  const label = [waiting > 0 ? `${waiting} waiting to send` : null, failed > 0 ? `${failed} not sent` : null]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <span className={classes.anchor}>
        <ActionIcon
          variant="subtle"
          color={failed > 0 ? 'red' : 'gray'}
          size={44}
          radius="xl"
          aria-label={`Outbox: ${label || 'empty'}`}
          onClick={() => setOpened(true)}
        >
          <IconCloudUpload size={26} aria-hidden />
        </ActionIcon>
        {mine.length > 0 ? (
          <Badge size="sm" color={failed > 0 ? 'red.9' : 'blue.9'} aria-hidden className={classes.badge}>
            {mine.length}
          </Badge>
        ) : null}
      </span>
      {/* A bottom sheet as tall as its list (Mantine has no size "auto": it would read an undefined
          --drawer-size-auto and fill the whole screen); long lists scroll inside it. */}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="bottom"
        title="Waiting to send"
        styles={{ content: { height: 'auto' } }}
      >
        <OutboxList entries={mine} userId={userId} />
      </Drawer>
    </>
  );
}
