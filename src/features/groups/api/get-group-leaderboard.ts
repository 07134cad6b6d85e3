import type { GroupLeaderboardEntry } from '@contract/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsQueryKey } from './get-groups';

/**
 * Group totals are scores: kept fresh 60 s like the Personal Leaderboard's (docs/product.md §9), so other
 * people's posts show up on a later visit; my own posts invalidate ['games'] at once.
 */
export const GROUP_LEADERBOARD_STALE_TIME_MS = 60_000;

export const groupLeaderboardQueryKey = (gameId: string) => [...groupsQueryKey(gameId), 'leaderboard'] as const;

/** GET /api/games/{id}/groups/leaderboard: best first, `rank` shared by ties (docs/architecture.md §6). */
export function getGroupLeaderboard(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<GroupLeaderboardEntry[]> {
  return api.get<GroupLeaderboardEntry[]>(`/api/games/${encodeURIComponent(gameId)}/groups/leaderboard`, { signal });
}

export const groupLeaderboardQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: groupLeaderboardQueryKey(gameId),
    queryFn: ({ signal }) => getGroupLeaderboard(gameId, { signal }),
    staleTime: GROUP_LEADERBOARD_STALE_TIME_MS,
  });

export function useGroupLeaderboard(gameId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupLeaderboardQueryOptions(gameId), enabled });
}
