import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import { RESET_LINK_INVALID, resetPasswordSchema } from '@contract/account';
import { PASSWORD_MIN, passwordConfirmation } from '@contract/auth';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SignedOutPage } from '@/components/signed-out-page';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { accountFailure } from '../api/connection';
import { useResetPassword } from '../api/reset-password';

const formSchema = resetPasswordSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine(passwordConfirmation.matches, passwordConfirmation.error);

function DeadLink() {
  return (
    <Stack gap="md">
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {RESET_LINK_INVALID}. Ask for a new one, or sign in if you remember your password.
      </Alert>
      <Button component={Link} to="/signin" variant="default">
        Go to sign in
      </Button>
    </Stack>
  );
}

/**
 * /reset-password?token=… (docs/decisions/0046-password-and-devices.md): the one-time link an operator printed with `npm run admin --
 * reset-password`. A new password, twice; then the person is signed in (`signedIn` reads the user and
 * goes Home, src/app/routes/reset-password-route.tsx). Every
 * other session of theirs has ended. A used, expired or unknown link says so, with a way to sign in.
 */
export function ResetPasswordPage({ signedIn }: { signedIn: () => Promise<void> }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword({ signedIn });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(formSchema, { newPassword: '', confirmPassword: '' });
  const deadLink = !token || (reset.error instanceof ApiError && reset.error.status === 400 && reset.error.message.endsWith(RESET_LINK_INVALID));

  return (
    <SignedOutPage title="Choose a new password" intro="You'll be signed in here, and signed out everywhere else.">
      <Paper withBorder p="md" radius="lg">
        {deadLink ? (
          <DeadLink />
        ) : (
          <form noValidate onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}>
            <Stack gap="md">
              <FormErrorAlert message={reset.error && accountFailure(reset.error, 'Failed to set the password')} />
              <NewPasswordFields register={register} errors={errors} description={`At least ${PASSWORD_MIN} characters.`} />
              <Button type="submit" fullWidth loading={reset.isPending}>
                Set password and sign in
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </SignedOutPage>
  );
}
