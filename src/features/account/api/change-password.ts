import type { ChangePasswordInput } from '@contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireConnection } from './connection';
import { sessionsQueryKey } from './get-sessions';

/** PUT /api/user/password → 204; every other session of mine ends (docs/decisions/0046-password-and-devices.md). */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.put('/api/user/password', input);
}

/** Change my password; the devices list then shows only this device. */
export function useChangePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: ChangePasswordInput) => {
      requireConnection();
      await changePassword(input);
    },
    meta: { successMessage: 'Password changed' },
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
