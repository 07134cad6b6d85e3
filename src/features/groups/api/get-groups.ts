import type { Group } from '@contract/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Under ['games', id]: whatever refreshes or forgets a game (a post, leaving, removing someone,
 * deleting it) reaches its groups too. The leaderboard's key extends this one, so invalidating it
 * after a group write refreshes both.
 */
export const groupsQueryKey = (gameId: string) => ['games', gameId, 'groups'] as const;

/** GET /api/games/{id}/groups: oldest group first, members in the order they were added (participants only). */
export function getGroups(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Group[]> {
  return api.get<Group[]>(`/api/games/${encodeURIComponent(gameId)}/groups`, { signal });
}

export const groupsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: groupsQueryKey(gameId), queryFn: ({ signal }) => getGroups(gameId, { signal }) });

export function useGroups(gameId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupsQueryOptions(gameId), enabled });
}
