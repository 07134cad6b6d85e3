import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { gameQueryKey } from './get-game';
import { invalidateGameLists } from './invalidate-game-lists';

/** DELETE /api/games/{id}: the creator only (docs/architecture.md §6). */
export function deleteGame(id: string): Promise<unknown> {
  return api.delete(`/api/games/${encodeURIComponent(id)}`);
}

/** docs/product.md §2/§8: 'Game deleted successfully!' and home. */
export function useDeleteGame(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteGame(id),
    meta: { successMessage: 'Game deleted successfully!', errorMessage: 'Failed to delete game. Please try again.' },
    onSuccess: async () => {
      navigate('/');
      // The game is gone: drop its queries instead of refetching them into a 404.
      queryClient.removeQueries({ queryKey: gameQueryKey(id) });
      await invalidateGameLists(queryClient);
    },
  });
}
