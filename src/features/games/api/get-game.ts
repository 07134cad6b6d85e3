import type { Game } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const gameQueryKey = (id: string) => ['games', id] as const;

/** GET /api/games/{id}: participants only (403 otherwise), 404 for a missing game. */
export function getGame(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Game> {
  return api.get<Game>(`/api/games/${encodeURIComponent(id)}`, { signal });
}

export const gameQueryOptions = (id: string) =>
  queryOptions({ queryKey: gameQueryKey(id), queryFn: ({ signal }) => getGame(id, { signal }) });

export function useGame(id: string) {
  return useQuery(gameQueryOptions(id));
}
