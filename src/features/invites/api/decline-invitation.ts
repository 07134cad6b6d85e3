import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverMessage } from '@/lib/api-client';
import { refreshInvitations } from './refresh-invitations';

/** POST /api/invitations/{id}/decline (no body). */
export function declineInvitation(invitationId: string): Promise<unknown> {
  return api.post(`/api/invitations/${encodeURIComponent(invitationId)}/decline`);
}

/** docs/product.md §8: 'Invitation declined' / 'The invitation has been declined.'; the list refreshes. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    meta: {
      successMessage: { color: null, title: 'Invitation declined', message: 'The invitation has been declined.' },
      errorMessage: (error) => serverMessage(error, 'Failed to decline invitation'),
    },
    onSuccess: () => refreshInvitations(queryClient, { games: false }),
  });
}
