import type { PublicGame } from '@contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** docs/product.md §5 / §9: Discover's smart search runs for more than 2 characters. */
export const SMART_SEARCH_MIN_EXCLUSIVE = 2;

export const searchGamesQueryKey = (q: string) => ['games', 'search', q] as const;

export function canSmartSearch(q: string): boolean {
  return q.trim().length > SMART_SEARCH_MIN_EXCLUSIVE;
}

/** GET /api/games/search?q=: public games by name and description, case-insensitive. */
export function searchGames(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<PublicGame[]> {
  return api.get<PublicGame[]>(`/api/games/search?q=${encodeURIComponent(q.trim())}`, { signal });
}

export const searchGamesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchGamesQueryKey(q.trim()),
    queryFn: ({ signal }) => searchGames(q, { signal }),
    enabled: canSmartSearch(q),
    placeholderData: keepPreviousData,
  });

export function useSearchGames(q: string) {
  return useQuery(searchGamesQueryOptions(q));
}
