import type { GameResult } from '@contract/results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/games/{id}/results: final, so kept as long as the cache keeps anything. Two features read
 * it (the game page's Winners block and the celebration dialog), hence here (decision 0010). Under
 * ['games', id] so that leaving or deleting the game clears it with the rest of the game.
 */
export const gameResultsQueryKey = (gameId: string) => ['games', gameId, 'results'] as const;

export function getGameResults(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<GameResult[]> {
  return api.get<GameResult[]>(`/api/games/${encodeURIComponent(gameId)}/results`, { signal });
}

export const gameResultsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: gameResultsQueryKey(gameId), queryFn: ({ signal }) => getGameResults(gameId, { signal }) });

export function useGameResults(gameId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gameResultsQueryOptions(gameId), enabled });
}
