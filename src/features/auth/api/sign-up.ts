import type { SignUpInput } from '@contract/auth';
import type { SignedInUser } from '@contract/user';
import { api } from '@/lib/api-client';
import { markNewAccount } from '@/lib/new-account';
import { useSessionStart } from './use-session-start';

/** POST /api/auth/signup: 201 with the new user; the server sets the session cookie. */
export function signUp(input: SignUpInput): Promise<SignedInUser> {
  return api.post<SignedInUser>('/api/auth/signup', input, { authRedirect: false });
}

export function useSignUp() {
  // Before the app learns of the user, so Home's first render greets a newcomer (decision 0009).
  return useSessionStart(signUp, (user) => markNewAccount(user.id));
}
