import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Center, Loader, Modal } from '@mantine/core';
import { Suspense } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { lazyNamed } from '@/lib/retryable-lazy';

// The form and its validation load when the dialog first opens.
const ChangePasswordForm = lazyNamed(() => import('./change-password-form'), 'ChangePasswordForm');

/** The 'Change password' dialog; it closes once the password is changed ('Password changed'). */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered>
      <DialogErrorBoundary layout="section" resetKeys={[opened]} onClose={onClose}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" aria-label="Loading" />
            </Center>
          }
        >
          <ChangePasswordForm onCancel={onClose} onChanged={onClose} />
        </Suspense>
      </DialogErrorBoundary>
    </Modal>
  );
}
