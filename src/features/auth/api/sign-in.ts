import type { SignInInput } from '@contract/auth';
import type { SignedInUser } from '@contract/user';
import { api } from '@/lib/api-client';
import { forgetNewAccount } from '@/lib/new-account';
import { useSessionStart } from './use-session-start';

/** POST /api/auth/signin: the server sets a new session cookie and answers with the user. */
export function signIn(input: SignInInput): Promise<SignedInUser> {
  // A 401 here means wrong credentials, not an expired session: no login redirect.
  return api.post<SignedInUser>('/api/auth/signin', input, { authRedirect: false });
}

export function useSignIn() {
  // Someone signing in has been here before: Home says 'Welcome back' (decision 0009).
  return useSessionStart(signIn, () => forgetNewAccount());
}
