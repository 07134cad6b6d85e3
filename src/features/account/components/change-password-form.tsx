import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { changePasswordSchema } from '@contract/account';
import { PASSWORD_MIN, passwordConfirmation } from '@contract/auth';
import { PasswordInput, Stack } from '@mantine/core';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormErrorAlert } from '@/components/form-error-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useSchemaForm } from '@/lib/schema-form';
import { useChangePassword } from '../api/change-password';
import { accountFailure } from '../api/connection';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine(passwordConfirmation.matches, passwordConfirmation.error);

/** The 'Change password' dialog's form: current, new, and the new one again (docs/decisions/0046-password-and-devices.md). */
export function ChangePasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const change = useChangePassword({ onSuccess: onChanged });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(formSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  return (
    <form noValidate onSubmit={handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}>
      <Stack gap="md">
        <FormErrorAlert message={change.error && accountFailure(change.error, 'Failed to change the password')} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          register={register}
          errors={errors}
          description={`At least ${PASSWORD_MIN} characters. Your other devices will be signed out.`}
        />
        <FormActions submitLabel="Change password" loading={change.isPending} onCancel={onCancel} gap="sm" />
      </Stack>
    </form>
  );
}
