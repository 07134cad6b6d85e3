import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshInvitations } from './refresh-invitations';

export interface DecideJoinRequestVariables {
  gameId: string;
  requestId: string;
  decision: 'approve' | 'decline';
}

/** POST /api/games/{gameId}/join-requests/{requestId}/approve | /decline (no body). */
export function decideJoinRequest({ gameId, requestId, decision }: DecideJoinRequestVariables): Promise<unknown> {
  return api.post(
    `/api/games/${encodeURIComponent(gameId)}/join-requests/${encodeURIComponent(requestId)}/${decision}`,
  );
}

/** The Pending tab: SPEC §8 'Join request handled successfully' / 'Failed to handle join request'. */
export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJoinRequest,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: 'Join request handled successfully' });
      await refreshInvitations(queryClient, { games: true });
    },
    onError: () => {
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to handle join request' });
    },
  });
}
