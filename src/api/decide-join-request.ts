import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// src/api holds the clients of endpoints that more than one feature calls: the game's Edit screen
// (games) and the Pending tab (invites) both decide join requests, and features do not import each
// other (docs/architecture.md §3, docs/decisions/0010-shared-endpoint-clients.md).

export type JoinRequestDecision = 'approve' | 'decline';

export interface DecideJoinRequestVariables {
  gameId: string;
  requestId: string;
  decision: JoinRequestDecision;
}

/** POST /api/games/{gameId}/join-requests/{requestId}/approve | /decline (no body). */
export function decideJoinRequest({ gameId, requestId, decision }: DecideJoinRequestVariables): Promise<unknown> {
  return api.post(
    `/api/games/${encodeURIComponent(gameId)}/join-requests/${encodeURIComponent(requestId)}/${decision}`,
  );
}

/**
 * docs/product.md §8: 'Join request handled successfully' / 'Failed to handle join request'. Afterwards the
 * game's join requests and participants and my games (all under ['games']) and the Pending tab and
 * Invites badge (['invitations']) are stale; the keys are named here, not imported from the features.
 */
export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJoinRequest,
    meta: { successMessage: 'Join request handled successfully', errorMessage: 'Failed to handle join request' },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['games'] }),
        queryClient.invalidateQueries({ queryKey: ['invitations'] }),
      ]);
    },
  });
}
