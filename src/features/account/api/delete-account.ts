import type { DeleteAccountInput } from '@contract/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/user: my account, for good (docs/decisions/0049-account-deletion.md). 204 clears the session cookie. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return apiRequest<void>('/api/user', { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
