import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateGameLists } from './invalidate-game-lists';

export type JoinRequestDecision = 'approve' | 'decline';

export interface DecideJoinRequestVariables {
  requestId: string;
  decision: JoinRequestDecision;
}

/** POST /api/games/{id}/join-requests/{requestId}/approve | /decline (no body). */
export function decideJoinRequest(gameId: string, { requestId, decision }: DecideJoinRequestVariables): Promise<unknown> {
  return api.post(
    `/api/games/${encodeURIComponent(gameId)}/join-requests/${encodeURIComponent(requestId)}/${decision}`,
  );
}

/** SPEC §8: 'Join request handled successfully' / 'Failed to handle join request'. */
export function useDecideJoinRequest(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: DecideJoinRequestVariables) => decideJoinRequest(gameId, variables),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: 'Join request handled successfully' });
      await invalidateGameLists(queryClient);
    },
    onError: () => {
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to handle join request' });
    },
  });
}
