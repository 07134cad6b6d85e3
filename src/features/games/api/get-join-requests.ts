import type { JoinRequest } from '@contract/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const joinRequestsQueryKey = (gameId: string) => ['games', gameId, 'join-requests'] as const;

/** GET /api/games/{id}/join-requests: pending requests to join (public games only, docs/product.md §7). */
export function getJoinRequests(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<JoinRequest[]> {
  return api.get<JoinRequest[]>(`/api/games/${encodeURIComponent(gameId)}/join-requests`, { signal });
}

export const joinRequestsQueryOptions = (gameId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: joinRequestsQueryKey(gameId),
    queryFn: ({ signal }) => getJoinRequests(gameId, { signal }),
    // The edit screen acts on these lists: each visit loads them afresh.
    refetchOnMount: 'always',
    enabled,
  });

export function useJoinRequests(gameId: string, options?: { enabled?: boolean }) {
  return useQuery(joinRequestsQueryOptions(gameId, options));
}
