import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { signInSchema } from '@contract/auth';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { UsernameInput } from '@/components/account-fields';
import { useSignIn } from '../api/sign-in';
import { ServerErrorAlert } from './server-error-alert';
import { useSchemaForm } from '@/lib/schema-form';

/** Sign in with username and password; the same schema validates on the server. */
export function SignInForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(signInSchema, { username: '', password: '' });

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      <Stack gap="md">
        <ServerErrorAlert error={signIn.error} />
        <UsernameInput error={errors.username?.message} {...register('username')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
