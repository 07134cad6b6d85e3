import type { User } from '@contract/user';
import { FormModal } from '@/components/form-modal';
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
    <FormModal title="Edit Profile" opened={opened} onClose={onClose}>
      <EditProfileForm
        user={user}
        onCancel={onClose}
        onSaved={(saved) => {
          onProfileUpdated(saved);
          onClose();
        }}
      />
    </FormModal>
  );
}
