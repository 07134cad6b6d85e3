import { Suspense, type ReactNode } from 'react';
import { DialogErrorBoundary } from './error-boundaries';

interface LazyDialogSlotProps<T> {
  /** What the dialog is open for (a game, an action, true); unset, no dialog. */
  open: T | null | undefined | false;
  onClose: () => void;
  /** The lazily loaded dialog, open for `open`. */
  children: (open: T) => ReactNode;
}

/**
 * Where a lazily loaded dialog goes, rendered by its opener at all times: nothing while closed; open,
 * the dialog, shown once its code has loaded (no spinner). Code that could not load shows the
 * dialog's error fallback, and the next opening tries again (DialogErrorBoundary, decision 0039).
 */
export function LazyDialogSlot<T>({ open, onClose, children }: LazyDialogSlotProps<T>) {
  return (
    <DialogErrorBoundary resetKeys={[open]} onClose={onClose}>
      {open ? <Suspense fallback={null}>{children(open)}</Suspense> : null}
    </DialogErrorBoundary>
  );
}
