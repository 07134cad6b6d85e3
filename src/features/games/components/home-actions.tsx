import { Button, Stack } from '@mantine/core';
import { IconCamera, IconPlus, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import { lazyNamed } from '@/lib/retryable-lazy';

const CreateGameDialog = lazyNamed(() => import('./create-game/create-game-dialog'), 'CreateGameDialog');
const JoinGameDialog = lazyNamed(() => import('./join-game/join-game-dialog'), 'JoinGameDialog');

type Dialog = 'create' | 'join' | null;

interface HomeActionsProps {
  /** Opens Share Your Accomplishment (the app owns that dialog: it opens from other screens too). */
  onShare: () => void;
}

/** Home's three actions (docs/product.md §2); the dialogs load when first opened. */
export function HomeActions({ onShare }: HomeActionsProps) {
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  return (
    <Stack gap="sm">
      <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen('create')}>
        Create Game
      </Button>
      <Button size="md" variant="light" leftSection={<IconTicket size={18} aria-hidden />} onClick={() => setOpen('join')}>
        Join Game
      </Button>
      <Button size="md" variant="default" leftSection={<IconCamera size={18} aria-hidden />} onClick={onShare}>
        Share Your Accomplishment
      </Button>
      <LazyDialogSlot open={open} onClose={close}>
        {(dialog) => (dialog === 'create' ? <CreateGameDialog opened onClose={close} /> : <JoinGameDialog opened onClose={close} />)}
      </LazyDialogSlot>
    </Stack>
  );
}
