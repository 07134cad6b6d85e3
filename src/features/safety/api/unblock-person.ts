import type { User } from '@contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { isOnline } from '@/offline/online-status';
import { afterBlockChange, blockFailure } from './block-person';

/** DELETE /api/users/{id}/block → 204. */
export function unblockPerson(personId: string): Promise<unknown> {
  return api.delete(`/api/users/${encodeURIComponent(personId)}/block`);
}

/** Unblock a person: needs a connection, like blocking. */
export function useUnblockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (person: User) => {
      if (!isOnline()) throw new TypeError('offline');
      await unblockPerson(person.id);
    },
    meta: {
      successMessage: (_: void, person: User) => `${displayName(person)} is unblocked`,
      errorMessage: (error) => blockFailure(error, 'Failed to unblock'),
    },
    onSuccess: (_, person) => afterBlockChange(queryClient, person, false),
  });
}
