import { api, serverMessage } from '@/lib/api-client';
import { useGameListsWrite } from './invalidate-game-lists';

export interface SetAdminVariables {
  userId: string;
  isAdmin: boolean;
}

/** PUT /api/games/{id}/participants/{userId}/admin { isAdmin }: promote or demote a participant. */
export function setAdmin(gameId: string, { userId, isAdmin }: SetAdminVariables): Promise<unknown> {
  return api.put(`/api/games/${encodeURIComponent(gameId)}/participants/${encodeURIComponent(userId)}/admin`, {
    isAdmin,
  });
}

/** docs/product.md §8: 'Admin status updated successfully', else the server's message or the fixed text. */
export function useSetAdmin(gameId: string) {
  return useGameListsWrite((variables: SetAdminVariables) => setAdmin(gameId, variables), {
    successMessage: 'Admin status updated successfully',
    errorMessage: (error) => serverMessage(error, 'Failed to update admin status'),
  });
}
