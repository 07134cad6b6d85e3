import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { DialogErrorBoundary } from './error-boundaries';
import { ModalOnOpen } from './modal-on-open';

interface FormModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The form, a lazy component: its code (and its validation) loads when the dialog first opens (decision 0024). */
  children: ReactNode;
}

/**
 * A dialog that holds one lazily loaded form ('Change password', 'Edit Profile'): a spinner while the
 * form's code loads; a form whose code could not load says so inside the open dialog, and reopening
 * tries again (decision 0039).
 */
export function FormModal({ title, opened, onClose, children }: FormModalProps) {
  return (
    <ModalOnOpen opened={opened} onClose={onClose} title={title} centered>
      <DialogErrorBoundary layout="section" resetKeys={[opened]} onClose={onClose}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" aria-label="Loading" />
            </Center>
          }
        >
          {children}
        </Suspense>
      </DialogErrorBoundary>
    </ModalOnOpen>
  );
}
