import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { forgetGame } from '../forget-game';
import { invalidateGameLists } from './invalidate-game-lists';

/** POST /api/games/{id}/leave: any participant but the creator (400 for the creator, docs/architecture.md §6). */
export function leaveGame(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/games/${encodeURIComponent(id)}/leave`);
}

/**
 * docs/product.md §8: 'Left the game successfully' and home, or 'Failed to leave game'. The game is dropped
 * from this device before the lists refresh (my games, stats' games joined, the activity feed that
 * showed its posts): reopening its URL then asks the server, which answers 'Access Denied'.
 */
export function useLeaveGame(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => leaveGame(id),
    meta: { successMessage: { title: 'Success', message: 'Left the game successfully' }, errorMessage: 'Failed to leave game' },
    onSuccess: async () => {
      navigate('/');
      await forgetGame(queryClient, id);
      await Promise.all([invalidateGameLists(queryClient), queryClient.invalidateQueries({ queryKey: ['activity'] })]);
    },
  });
}
