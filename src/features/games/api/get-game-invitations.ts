import type { GameInvitation } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const gameInvitationsQueryKey = (gameId: string) => ['games', gameId, 'invitations'] as const;

/** GET /api/games/{id}/invitations: the game's pending invitations; an empty list on failure (docs/product.md §7). */
export async function getGameInvitations(
  gameId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GameInvitation[]> {
  try {
    return await api.get<GameInvitation[]>(`/api/games/${encodeURIComponent(gameId)}/invitations`, { signal });
  } catch {
    return [];
  }
}

export const gameInvitationsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: gameInvitationsQueryKey(gameId),
    queryFn: ({ signal }) => getGameInvitations(gameId, { signal }),
    // The edit screen acts on these lists: each visit loads them afresh.
    refetchOnMount: 'always',
  });

export function useGameInvitations(gameId: string) {
  return useQuery(gameInvitationsQueryOptions(gameId));
}
