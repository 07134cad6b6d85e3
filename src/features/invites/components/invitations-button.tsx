import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { lazyNamed } from '@/lib/retryable-lazy';

const InvitationsDialog = lazyNamed(() => import('./invitations-dialog'), 'InvitationsDialog');

/**
 * The header's 'Invitations' button: opens the Invitations dialog (docs/product.md §2 "from navigation").
 * The dialog's code loads on the first click. See docs/decisions/0003-invitations-dialog.md.
 */
export function InvitationsButton() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <ActionIcon
        aria-label="Invitations"
        aria-haspopup="dialog"
        variant="subtle"
        color="gray"
        size={44}
        radius="xl"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        <IconMailOpened size={26} aria-hidden />
      </ActionIcon>
      {/* Closed after its code failed: nothing loads again until it is opened again. */}
      <DialogErrorBoundary
        resetKeys={[opened]}
        onClose={() => {
          setOpened(false);
          setLoaded(false);
        }}
      >
        {loaded ? (
          <Suspense fallback={null}>
            <InvitationsDialog opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        ) : null}
      </DialogErrorBoundary>
    </>
  );
}
