import type { ResetPasswordInput } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetNewAccount } from '@/lib/new-account';
import { requireConnection } from './connection';

/**
 * POST /api/auth/reset-password → 204 and a session cookie (decision 0046); a dead link is 400.
 * A visitor's call: no login redirect on failure.
 */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post('/api/auth/reset-password', input, { authRedirect: false });
}

/**
 * Choose a new password from a reset link. `signedIn` then reads the signed-in user (the app's
 * auth feature, composed in src/app), still inside the pending state.
 */
export function useResetPassword({ signedIn }: { signedIn: () => Promise<void> }) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: ResetPasswordInput) => {
      requireConnection();
      await resetPassword(input);
      // Someone resetting a password has been here before: Home says 'Welcome back' (decision 0009).
      forgetNewAccount();
      await signedIn();
    },
  });
}
