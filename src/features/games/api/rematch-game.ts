import type { Game } from '@contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, serverMessage } from '@/lib/api-client';
import { gameQueryKey } from './get-game';
import { invalidateGameLists } from './invalidate-game-lists';

/**
 * POST /api/games/{id}/rematch (docs/decisions/0063-keep-playing.md): a finished game again, same
 * settings and length from now, the other players invited. 201 the new game, or 200 the one someone
 * already made.
 */
export function rematchGame(id: string): Promise<Game> {
  return api.post<Game>(`/api/games/${encodeURIComponent(id)}/rematch`);
}

/** Starts the rematch and opens it; the finished game's page then links to it. */
export function useRematchGame(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => rematchGame(id),
    meta: {
      successMessage: { title: 'Success', message: 'Rematch created! The other players are invited.' },
      errorMessage: (error) => serverMessage(error, 'Failed to start a rematch. Please try again.'),
    },
    onSuccess: async (game) => {
      navigate(`/games/${game.id}`);
      await Promise.all([invalidateGameLists(queryClient), queryClient.invalidateQueries({ queryKey: gameQueryKey(id) })]);
    },
  });
}
