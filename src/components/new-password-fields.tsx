import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field where the person chooses a password (sign-up, change, reset): autocomplete='new-password'
 * so that password managers offer to generate and save one instead of filling in the old one.
 */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'autoComplete'> & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput autoComplete="new-password" {...props} />;
}

/** The form values `withPasswordConfirmation` (contract/auth.ts) checks. */
export type NewPasswordValues = { newPassword: string; confirmPassword: string };

/**
 * 'New password' and 'Confirm new password' of the change-password and reset forms, with the
 * errors of their react-hook-form (the mismatch shows on the confirmation). `description` says the
 * rule, and what else happens.
 */
export function NewPasswordFields({
  register,
  errors,
  description,
}: {
  /** The form's `register`; the form may have more fields. */
  register: (name: keyof NewPasswordValues) => UseFormRegisterReturn;
  errors: FieldErrors<NewPasswordValues>;
  description: string;
}) {
  return (
    <>
      <NewPasswordInput label="New password" description={description} error={errors.newPassword?.message} {...register('newPassword')} />
      <NewPasswordInput label="Confirm new password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
    </>
  );
}
