import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { User } from '@contract/user';
import { Center, Loader, Modal } from '@mantine/core';
import { Suspense } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { lazyNamed } from '@/lib/retryable-lazy';

// The form and its validation (zod) load when the dialog first opens, not with the Profile (decision 0024).
const EditProfileForm = lazyNamed(() => import('./edit-profile-form'), 'EditProfileForm');

interface EditProfileModalProps {
  user: User;
  opened: boolean;
  onClose: () => void;
  onProfileUpdated: (user: User) => void;
}

/** The 'Edit Profile' dialog; it closes once the profile is saved. */
export function EditProfileModal({ user, opened, onClose, onProfileUpdated }: EditProfileModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" centered>
      {/* In the open dialog: a form whose code could not load says so there (decision 0039). */}
      <DialogErrorBoundary layout="section" resetKeys={[opened]} onClose={onClose}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" aria-label="Loading" />
            </Center>
          }
        >
          <EditProfileForm
            user={user}
            onCancel={onClose}
            onSaved={(saved) => {
              onProfileUpdated(saved);
              onClose();
            }}
          />
        </Suspense>
      </DialogErrorBoundary>
    </Modal>
  );
}
