import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverMessage } from '@/lib/api-client';
import { refreshInvitations } from './refresh-invitations';

/** POST /api/invitations/{id}/accept (no body): the invited user joins the game directly. */
export function acceptInvitation(invitationId: string): Promise<unknown> {
  return api.post(`/api/invitations/${encodeURIComponent(invitationId)}/accept`);
}

/** SPEC §8: 'Success' / "Invitation accepted! You've joined the game."; lists and games refresh. */
export function useAcceptInvitation({ onAccepted }: { onAccepted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async () => {
      notifications.show({ color: 'green', title: 'Success', message: "Invitation accepted! You've joined the game." });
      onAccepted?.();
      await refreshInvitations(queryClient, { games: true });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error', message: serverMessage(error, 'Failed to accept invitation') });
    },
  });
}
