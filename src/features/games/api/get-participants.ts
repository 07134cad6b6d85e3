import type { Participant } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const participantsQueryKey = (gameId: string) => ['games', gameId, 'participants'] as const;

/** GET /api/games/{id}/participants: everyone in the game, with their user and isAdmin. */
export function getParticipants(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Participant[]> {
  return api.get<Participant[]>(`/api/games/${encodeURIComponent(gameId)}/participants`, { signal });
}

export const participantsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: participantsQueryKey(gameId),
    queryFn: ({ signal }) => getParticipants(gameId, { signal }),
    // The edit screen acts on these lists: each visit loads them afresh.
    refetchOnMount: 'always',
  });

export function useParticipants(gameId: string) {
  return useQuery(participantsQueryOptions(gameId));
}
