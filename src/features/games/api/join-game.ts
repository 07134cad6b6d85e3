import type { JoinResponse } from '@contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverMessage } from '@/lib/api-client';
import { invalidateGameLists } from './invalidate-game-lists';
import { JOIN_REQUESTED_TOAST } from './join-game-by-code';
import { markRequested } from './mark-requested';

/** POST /api/games/{id}/join (no body): join a public game, or ask to when it requires approval. */
export function joinGame(id: string): Promise<JoinResponse> {
  return api.post<JoinResponse>(`/api/games/${encodeURIComponent(id)}/join`);
}

/** Discover and the game page's Join Game button, with the toasts of docs/product.md §8. */
export function useJoinGame({ onJoined }: { onJoined?: (answer: JoinResponse, id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGame,
    meta: {
      successMessage: (answer: JoinResponse) =>
        answer.requiresApproval ? JOIN_REQUESTED_TOAST : { title: 'Success', message: "You've joined the game successfully." },
      errorMessage: (error) => serverMessage(error, 'Failed to join game'),
    },
    onSuccess: async (answer, id) => {
      if (answer.requiresApproval) markRequested(queryClient, id);
      await invalidateGameLists(queryClient);
      onJoined?.(answer, id);
    },
  });
}
