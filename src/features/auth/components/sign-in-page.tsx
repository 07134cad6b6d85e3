import '@mantine/core/styles/Tabs.css';
import { safeReturnTo, SIGN_IN_ERRORS, type SignInErrorCode } from '@contract/auth';
import { Paper, Tabs } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useUser } from '../api/get-user';
import { ServerErrorAlert } from './server-error-alert';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SignedOutPage } from '@/components/signed-out-page';

/** Where to go after signing in: the same-origin `returnTo`, never back to this page. */
function destination(returnTo: string | null): string {
  const path = safeReturnTo(returnTo);
  return path.startsWith('/signin') ? '/' : path;
}

/** The text for `?error=` set by /api/callback when a provider sign-in fails (docs/architecture.md §5). */
function providerError(code: string | null): Error | null {
  return code && code in SIGN_IN_ERRORS ? new Error(SIGN_IN_ERRORS[code as SignInErrorCode]) : null;
}

/** /signin: built-in accounts (docs/architecture.md §5). Once signed in, the person goes on to returnTo. */
export function SignInPage() {
  const [params] = useSearchParams();
  const { data: user } = useUser();
  if (user) return <Navigate to={destination(params.get('returnTo'))} replace />;

  return (
    <SignedOutPage title="Welcome to the Comfort Zone Challenge" intro="Sign in or create an account to join the challenge.">
      <ServerErrorAlert error={providerError(params.get('error'))} />
      <Paper withBorder p="md" radius="lg">
        <Tabs defaultValue="signin" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="signin">Sign in</Tabs.Tab>
            <Tabs.Tab value="signup">Create account</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="signin">
            <SignInForm />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <SignUpForm />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </SignedOutPage>
  );
}
