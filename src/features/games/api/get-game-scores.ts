import type { GameScore } from '@contract/results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isOfflineFailure } from '@/offline/offline-failure';

/** docs/product.md §9: a game's scores stay fresh for 60 s (other data is never stale by default). */
export const SCORES_STALE_TIME_MS = 60_000;

/** Under ['games', id] so that leaving or deleting the game clears it with the rest of the game. */
export const gameScoresQueryKey = (gameId: string) => ['games', gameId, 'scores'] as const;

/**
 * GET /api/games/{id}/scores: every participant best first, with rank and (once finalised) medals.
 * docs/product.md §7: an empty list when the server refuses. A request that never reached the server
 * (offline) still fails, so the scores saved on this device stay on screen (decision 0005).
 */
export async function getGameScores(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<GameScore[]> {
  try {
    return await api.get<GameScore[]>(`/api/games/${encodeURIComponent(gameId)}/scores`, { signal });
  } catch (error) {
    if (isOfflineFailure(error) || signal?.aborted) throw error;
    return [];
  }
}

export const gameScoresQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: gameScoresQueryKey(gameId),
    queryFn: ({ signal }) => getGameScores(gameId, { signal }),
    staleTime: SCORES_STALE_TIME_MS,
  });

/** docs/product.md §7: only for active or completed games (`enabled` false for an upcoming one). */
export function useGameScores(gameId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gameScoresQueryOptions(gameId), enabled });
}
