import type { AccountSession } from '@contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountFailure, requireConnection } from './connection';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/user/sessions → 204: every device but this one is signed out. */
export function endOtherSessions(): Promise<unknown> {
  return api.delete('/api/user/sessions');
}

/** 'Sign out other devices'. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      requireConnection();
      await endOtherSessions();
    },
    meta: {
      successMessage: 'Other devices are signed out',
      errorMessage: (error) => accountFailure(error, 'Failed to sign out the other devices'),
    },
    onSuccess: async () => {
      queryClient.setQueryData<AccountSession[]>(sessionsQueryKey, (list) => list?.filter((s) => s.current));
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
