import type { AccountSession } from '@contract/account';
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
    meta: {
      // This device's own row signs out here (onSignedOutHere): no toast for it.
      successMessage: (_: void, session: AccountSession) => (session.current ? null : `${session.device} is signed out`),
      errorMessage: (error) => accountFailure(error, 'Failed to sign out the device'),
    },
    onSuccess: async (_, session) => {
      if (session.current) {
        onSignedOutHere();
        return;
      }
      queryClient.setQueryData<AccountSession[]>(sessionsQueryKey, (list) => list?.filter((s) => s.id !== session.id));
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
