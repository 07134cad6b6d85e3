import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { changePasswordSchema } from '@contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useChangePassword } from '../api/change-password';
import { accountFailure } from '../api/connection';
import { FormErrorAlert } from './form-error-alert';
import { PASSWORDS_DIFFER } from './new-password-fields';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
type FormInput = z.input<typeof formSchema>;

/** The 'Change password' dialog's form: current, new, and the new one again (DESIGN §9). */
export function ChangePasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const change = useChangePassword({ onSuccess: onChanged });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

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
        <PasswordInput
          label="New password"
          description="At least 8 characters. Your other devices will be signed out."
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
