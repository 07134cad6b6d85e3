import type { SignUpInput } from '@contract/auth';
import type { SignedInUser } from '@contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markNewAccount } from '@/lib/new-account';
import { userQueryKey } from './get-user';

/** POST /api/auth/signup: 201 with the new user; the server sets the session cookie. */
export function signUp(input: SignUpInput): Promise<SignedInUser> {
  return api.post<SignedInUser>('/api/auth/signup', input, { authRedirect: false });
}

export function useSignUp({ onSuccess }: { onSuccess?: (user: SignedInUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => {
      // Before the app learns of the user, so Home's first render greets a newcomer (decision 0009).
      markNewAccount(user.id);
      queryClient.setQueryData(userQueryKey, user);
      onSuccess?.(user);
    },
  });
}
