import type { AccountSession } from '@contract/account';
import { notifications } from '@mantine/notifications';
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
    onSuccess: async () => {
      notifications.show({ color: 'green', message: 'Other devices are signed out' });
      queryClient.setQueryData<AccountSession[]>(sessionsQueryKey, (list) => list?.filter((s) => s.current));
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error', message: accountFailure(error, 'Failed to sign out the other devices') });
    },
  });
}
