import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalOnOpen } from './modal-on-open';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A red confirm button for what can't be undone (delete, remove). */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action (delete, remove, leave); Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  destructive = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <ModalOnOpen opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={destructive ? 'red' : undefined} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ModalOnOpen>
  );
}
