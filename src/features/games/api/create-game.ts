import type { Game, gameInputSchema } from '@contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { z } from 'zod';
import { invalidateGameLists } from './invalidate-game-lists';

/** POST /api/games: the Create New Game form's values; answers with the new game. */
export function createGame(values: z.output<typeof gameInputSchema>): Promise<Game> {
  return api.post<Game>('/api/games', values);
}

export function useCreateGame({ onCreated }: { onCreated?: (game: Game) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    meta: {
      successMessage: { title: 'Success', message: 'Game created successfully!' },
      errorMessage: 'Failed to create game. Please try again.',
    },
    onSuccess: async (game) => {
      onCreated?.(game);
      await invalidateGameLists(queryClient);
    },
  });
}
