import type { User } from '@contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { isOfflineFailure } from '@/offline/offline-failure';
import { isOnline } from '@/offline/online-status';
import { RESOLVE_NEEDS_CONNECTION } from './after-resolve';

/** DELETE /api/admin/users/{id}/suspension: what the suspension hid comes back. */
export function liftSuspension(personId: string): Promise<unknown> {
  return api.delete(`/api/admin/users/${encodeURIComponent(personId)}/suspension`);
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: User) => liftSuspension(person.id),
    meta: {
      successMessage: (_: unknown, person: User) => `${displayName(person)} can sign in again`,
      errorMessage: (error) =>
        !isOnline() || isOfflineFailure(error) ? RESOLVE_NEEDS_CONNECTION : errorText(error, 'Failed to lift the suspension'),
    },
    onSuccess: () =>
      Promise.all(
        [['admin'], ['games'], ['posts'], ['activity'], ['messages']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
