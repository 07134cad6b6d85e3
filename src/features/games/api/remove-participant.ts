import { api, serverMessage } from '@/lib/api-client';
import { useGameListsWrite } from './invalidate-game-lists';

/** DELETE /api/games/{id}/participants/{userId}: never the owner, never oneself (docs/architecture.md §6). */
export function removeParticipant(gameId: string, userId: string): Promise<unknown> {
  return api.delete(`/api/games/${encodeURIComponent(gameId)}/participants/${encodeURIComponent(userId)}`);
}

/** docs/product.md §8: 'Participant removed successfully', else the server's message or the fixed text. */
export function useRemoveParticipant(gameId: string) {
  return useGameListsWrite((userId: string) => removeParticipant(gameId, userId), {
    successMessage: 'Participant removed successfully',
    errorMessage: (error) => serverMessage(error, 'Failed to remove participant'),
  });
}
