import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import { lazyNamed } from '@/lib/retryable-lazy';
import { entriesOf, useOutboxStore } from './outbox-store';
import classes from './outbox-button.module.css';

const OutboxSheet = lazyNamed(() => import('./outbox-sheet'), 'OutboxSheet');

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
      <LazyDialogSlot open={opened} onClose={() => setOpened(false)}>
        {() => <OutboxSheet entries={mine} userId={userId} onClose={() => setOpened(false)} />}
      </LazyDialogSlot>
    </>
  );
}
