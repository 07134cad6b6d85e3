import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { User } from '@contract/user';
import { Button, Group, Modal, type ModalBaseCloseButtonProps, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { displayName } from '@/lib/display-name';
import { OWN_ESCAPE, useOwnEscape } from '@/lib/use-own-escape';
import { useBlockPerson } from '../api/block-person';
import { useUnblockPerson } from '../api/unblock-person';

export const BLOCK_EXPLANATION = "They won't be able to message you, invite you, or comment on or like your posts. They won't be told.";
export const UNBLOCK_EXPLANATION = 'They will be able to message you, invite you, and comment on and like your posts again.';

interface BlockDialogProps {
  person: User;
  /** Block, or take a block back. */
  unblock?: boolean;
  onClose: () => void;
}

/** Asks before blocking (or unblocking) a person (docs/decisions/0040-trust-and-safety.md); both need a connection. */
export function BlockDialog({ person, unblock = false, onClose }: BlockDialogProps) {
  const root = useRef<HTMLDivElement>(null);
  useOwnEscape(root, onClose);
  const block = useBlockPerson();
  const unblocking = useUnblockPerson();
  const mutation = unblock ? unblocking : block;
  const name = displayName(person);
  const verb = unblock ? 'Unblock' : 'Block';
  return (
    <Modal
      ref={root}
      opened
      onClose={onClose}
      title={`${verb} ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close', ...OWN_ESCAPE } as ModalBaseCloseButtonProps}
    >
      <Stack gap="lg">
        <Text>{unblock ? UNBLOCK_EXPLANATION : BLOCK_EXPLANATION}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending} {...OWN_ESCAPE}>
            Cancel
          </Button>
          <Button
            color={unblock ? undefined : 'red'}
            loading={mutation.isPending}
            onClick={() => mutation.mutate(person, { onSuccess: onClose })}
            data-autofocus
            {...OWN_ESCAPE}
          >
            {verb}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
