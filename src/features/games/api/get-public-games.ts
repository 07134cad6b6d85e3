import type { PublicGame } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publicGamesQueryKey = ['games', 'public'] as const;

/** GET /api/games/public: public games for Discover (never private ones), with `isMember`. */
export function getPublicGames({ signal }: { signal?: AbortSignal } = {}): Promise<PublicGame[]> {
  return api.get<PublicGame[]>('/api/games/public', { signal });
}

export const publicGamesQueryOptions = () =>
  queryOptions({ queryKey: publicGamesQueryKey, queryFn: ({ signal }) => getPublicGames({ signal }) });

export function usePublicGames() {
  return useQuery(publicGamesQueryOptions());
}
