import '@mantine/core/styles/Input.css';
import { BIO_MAX, updateProfileSchema, type User } from '@contract/user';
import { Stack, Textarea } from '@mantine/core';
import { NameFields } from '@/components/account-fields';
import { FormActions } from '@/components/form-actions';
import { useState } from 'react';
import { type PhotoChange, useUpdateProfile } from '../api/update-profile';
import { EditProfilePhotoField } from './edit-profile-photo-field';
import { useSchemaForm } from '@/lib/schema-form';

interface EditProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

/**
 * The profile form; the same schema validates PATCH /api/user/profile on the server. The photo
 * (docs/decisions/0046-password-and-devices.md) is kept apart from the schema: Save sends its change first (update-profile.ts).
 */
export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const update = useUpdateProfile({ onUpdated: onSaved });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(updateProfileSchema, { firstName: user.firstName ?? '', lastName: user.lastName ?? '', bio: user.bio ?? '' });
  const bioLength = (watch('bio') ?? '').length;
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoBusy, setPhotoBusy] = useState(false);

  return (
    <form noValidate onSubmit={handleSubmit((values) => update.mutate({ values, photo }))}>
      <Stack gap="md">
        <EditProfilePhotoField user={user} value={photo} onChange={setPhoto} disabled={update.isPending} onBusyChange={setPhotoBusy} />
        <NameFields register={register} errors={errors} />
        <Textarea
          label="Bio"
          rows={4}
          description={`${bioLength}/${BIO_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <FormActions submitLabel="Save" loading={update.isPending} disabled={photoBusy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
