import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverMessage } from '@/lib/api-client';
import { refreshInvitations } from './refresh-invitations';

/** POST /api/invitations/{id}/accept (no body): the invited user joins the game directly. */
export function acceptInvitation(invitationId: string): Promise<unknown> {
  return api.post(`/api/invitations/${encodeURIComponent(invitationId)}/accept`);
}

/** docs/product.md §8: 'Success' / "Invitation accepted! You've joined the game."; lists and games refresh. */
export function useAcceptInvitation({ onAccepted }: { onAccepted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    meta: {
      successMessage: { title: 'Success', message: "Invitation accepted! You've joined the game." },
      errorMessage: (error) => serverMessage(error, 'Failed to accept invitation'),
    },
    onSuccess: async () => {
      onAccepted?.();
      await refreshInvitations(queryClient, { games: true });
    },
  });
}
