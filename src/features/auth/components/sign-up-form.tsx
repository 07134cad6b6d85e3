import '@mantine/core/styles/Input.css';
import { PASSWORD_MIN, signUpSchema } from '@contract/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { NameFields, UsernameInput } from '@/components/account-fields';
import { NewPasswordInput } from '@/components/new-password-fields';
import { useSignUp } from '../api/sign-up';
import { ServerErrorAlert } from './server-error-alert';
import { useSchemaForm } from '@/lib/schema-form';

/** Create an account; the same schema validates on the server. */
export function SignUpForm() {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(signUpSchema, { username: '', password: '', firstName: '', lastName: '', email: '' });

  return (
    <form noValidate onSubmit={handleSubmit((values) => signUp.mutate(values))}>
      <Stack gap="md">
        <ServerErrorAlert error={signUp.error} />
        <NameFields register={register} errors={errors} />
        <UsernameInput
          description="3 to 30 characters: letters, digits, _ and ."
          withAsterisk
          error={errors.username?.message}
          {...register('username')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN} characters`}
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
