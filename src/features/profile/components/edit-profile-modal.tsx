import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { User } from '@contract/user';
import { Modal } from '@mantine/core';
import { EditProfileForm } from './edit-profile-form';

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
      <EditProfileForm
        user={user}
        onCancel={onClose}
        onSaved={(saved) => {
          onProfileUpdated(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
