import type { SignedInUser } from '@contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from './get-user';

/**
 * Signing in or up: the server sets the session cookie and answers with the user, who goes
 * straight into the user query (no second request). `first` runs before the app learns of the user.
 */
export function useSessionStart<TInput>(mutationFn: (input: TInput) => Promise<SignedInUser>, first: (user: SignedInUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      first(user);
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
