import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const InvitationsDialog = lazy(async () => ({
  default: (await import('./invitations-dialog')).InvitationsDialog,
}));

/**
 * The header's 'Invitations' button: opens the Invitations dialog (SPEC §2 "from navigation").
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
      {loaded ? (
        <Suspense fallback={null}>
          <InvitationsDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
