import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateGameLists } from './invalidate-game-lists';

/** DELETE /api/invitations/{id}: the creator or an admin takes back a pending invitation. */
export function removeInvitation(invitationId: string): Promise<unknown> {
  return api.delete(`/api/invitations/${encodeURIComponent(invitationId)}`);
}

/** docs/product.md §8: 'Invitation removed successfully' / 'Failed to remove invitation'. */
export function useRemoveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitation,
    meta: { successMessage: 'Invitation removed successfully', errorMessage: 'Failed to remove invitation' },
    onSuccess: () => invalidateGameLists(queryClient),
  });
}
