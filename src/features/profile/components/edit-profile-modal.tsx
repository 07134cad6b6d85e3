import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { User } from '@contract/user';
import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The form and its validation (zod) load when the dialog first opens, not with the Profile (issue 15).
const EditProfileForm = lazy(async () => ({ default: (await import('./edit-profile-form')).EditProfileForm }));

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
    </Modal>
  );
}
