import type { MyGame } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myGamesQueryKey = ['games', 'mine'] as const;

/** GET /api/games: my games with what each game card needs (my score and place, up to 12 scores). */
export function getMyGames({ signal }: { signal?: AbortSignal } = {}): Promise<MyGame[]> {
  return api.get<MyGame[]>('/api/games', { signal });
}

export const myGamesQueryOptions = () =>
  queryOptions({ queryKey: myGamesQueryKey, queryFn: ({ signal }) => getMyGames({ signal }) });

export function useMyGames() {
  return useQuery(myGamesQueryOptions());
}
