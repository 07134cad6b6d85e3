import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

/**
 * The 'Username' field of sign in and sign up: password managers fill it (autocomplete='username'),
 * and a phone neither capitalizes nor corrects what is typed.
 */
export function UsernameInput(props: Omit<TextInputProps, 'label' | 'autoComplete'> & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** The form values NameFields binds (the contract's firstNameSchema and lastNameSchema, contract/user.ts). */
export type NameValues = { firstName: string; lastName?: string };

/**
 * 'First name' (required) and 'Last name' of sign up and Edit Profile, with the browser's name
 * autofill and the errors of their react-hook-form.
 */
export function NameFields({
  register,
  errors,
}: {
  /** The form's `register`; the form may have more fields. */
  register: (name: keyof NameValues) => UseFormRegisterReturn;
  errors: FieldErrors<NameValues>;
}) {
  return (
    <>
      <TextInput label="First name" autoComplete="given-name" withAsterisk error={errors.firstName?.message} {...register('firstName')} />
      <TextInput label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
    </>
  );
}
