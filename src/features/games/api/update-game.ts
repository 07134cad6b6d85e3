import type { Game, GameInput } from '@contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { gameQueryKey } from './get-game';
import { invalidateGameLists } from './invalidate-game-lists';

/** PUT /api/games/{id}: the settings of the edit screen; answers with the updated game. */
export function updateGame(id: string, input: GameInput): Promise<Game> {
  return api.put<Game>(`/api/games/${encodeURIComponent(id)}`, input);
}

/** docs/product.md §2/§8: 'Game updated successfully!' and on to the game page. */
export function useUpdateGame(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: GameInput) => updateGame(id, input),
    meta: { successMessage: 'Game updated successfully!', errorMessage: 'Failed to update game. Please try again.' },
    onSuccess: async (game) => {
      queryClient.setQueryData(gameQueryKey(id), game);
      navigate(`/games/${encodeURIComponent(id)}`);
      // Posts and activity items carry a copy of their game's name and status (docs/product.md §3). A game
      // ended early has results now: the game notifications (named, not imported) open its
      // celebration dialog at once instead of at the next 30 s poll.
      await Promise.all([
        invalidateGameLists(queryClient),
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}
