import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverMessage } from '@/lib/api-client';
import { invalidateGameLists } from './invalidate-game-lists';

/** DELETE /api/games/{id}/participants/{userId}: never the owner, never oneself (docs/architecture.md §6). */
export function removeParticipant(gameId: string, userId: string): Promise<unknown> {
  return api.delete(`/api/games/${encodeURIComponent(gameId)}/participants/${encodeURIComponent(userId)}`);
}

/** docs/product.md §8: 'Participant removed successfully', else the server's message or the fixed text. */
export function useRemoveParticipant(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeParticipant(gameId, userId),
    meta: {
      successMessage: 'Participant removed successfully',
      errorMessage: (error) => serverMessage(error, 'Failed to remove participant'),
    },
    onSuccess: () => invalidateGameLists(queryClient),
  });
}
