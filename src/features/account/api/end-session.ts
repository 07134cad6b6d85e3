import type { AccountSession } from '@contract/account';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountFailure, requireConnection } from './connection';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/user/sessions/{id} → 204: that device is signed out. */
export function endSession(id: string): Promise<unknown> {
  return api.delete(`/api/user/sessions/${encodeURIComponent(id)}`);
}

/**
 * 'Sign out' on one row of the devices list. This device's own row is the same as Logout, which
 * `onSignedOutHere` does (it clears what the device keeps of the person first).
 */
export function useEndSession({ onSignedOutHere }: { onSignedOutHere: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (session: AccountSession) => {
      requireConnection();
      if (session.current) return;
      await endSession(session.id);
    },
    onSuccess: async (_, session) => {
      if (session.current) {
        onSignedOutHere();
        return;
      }
      notifications.show({ color: 'green', message: `${session.device} is signed out` });
      queryClient.setQueryData<AccountSession[]>(sessionsQueryKey, (list) => list?.filter((s) => s.id !== session.id));
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error', message: accountFailure(error, 'Failed to sign out the device') });
    },
  });
}
