import { FormModal } from '@/components/form-modal';
import { lazyNamed } from '@/lib/retryable-lazy';

// The form and its validation load when the dialog first opens.
const ChangePasswordForm = lazyNamed(() => import('./change-password-form'), 'ChangePasswordForm');

/** The 'Change password' dialog; it closes once the password is changed ('Password changed'). */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal title="Change password" opened={opened} onClose={onClose}>
      <ChangePasswordForm onCancel={onClose} onChanged={onClose} />
    </FormModal>
  );
}
