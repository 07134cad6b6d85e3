import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmButtonProps {
  /** The button's text ('Delete Game'). */
  label: string;
  /** How the button looks (colour, variant, icon). */
  buttonProps: ButtonProps;
  /** The dialog's title and its red confirm button's label. */
  title: string;
  confirmLabel: string;
  /** The question: what the action takes away. */
  children: ReactNode;
  loading: boolean;
  /** Runs the action, given `close`: a failure closes the dialog (its toast says why); success leaves the screen. */
  onConfirm: (close: () => void) => void;
}

/** A button for what can't be undone (Delete Game, Leave Game) that asks once more first (ConfirmDialog). */
export function ConfirmButton({ label, buttonProps, title, confirmLabel, children, loading, onConfirm }: ConfirmButtonProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        confirmLabel={confirmLabel}
        destructive
        loading={loading}
        onClose={close}
        onConfirm={() => onConfirm(close)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
