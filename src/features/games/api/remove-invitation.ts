import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateGameLists } from './invalidate-game-lists';

/** DELETE /api/invitations/{id}: the creator or an admin takes back a pending invitation. */
export function removeInvitation(invitationId: string): Promise<unknown> {
  return api.delete(`/api/invitations/${encodeURIComponent(invitationId)}`);
}

/** SPEC §8: 'Invitation removed successfully' / 'Failed to remove invitation'. */
export function useRemoveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitation,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: 'Invitation removed successfully' });
      await invalidateGameLists(queryClient);
    },
    onError: () => {
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to remove invitation' });
    },
  });
}
