import type { User } from '@contract/user';
import { notifications } from '@mantine/notifications';
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
    onSuccess: async (_, person) => {
      notifications.show({ color: 'green', message: `${displayName(person)} can sign in again` });
      await Promise.all(
        [['admin'], ['games'], ['posts'], ['activity'], ['messages']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      const message = !isOnline() || isOfflineFailure(error) ? RESOLVE_NEEDS_CONNECTION : errorText(error, 'Failed to lift the suspension');
      notifications.show({ color: 'red', title: 'Error', message });
    },
  });
}
