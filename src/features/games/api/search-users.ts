import { USER_SEARCH_MIN, type UserSearchResult } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showFailure } from '@/lib/toasts';

/** Under the game: the marks ('In the game', 'Invited') are that game's (decision 0053). */
export const userSearchQueryKey = (q: string, gameId: string) => ['users', 'search', gameId, q] as const;

/** docs/product.md §5: user search begins at 2 typed characters. */
export function canSearchUsers(q: string): boolean {
  return q.trim().length >= USER_SEARCH_MIN;
}

/**
 * GET /api/users/search?q=&gameId=: users by username, name or email prefix, each marked
 * 'participant' or 'invited' in the game (decision 0053). A failure is 'Search failed' and no results.
 */
export async function searchUsers(q: string, gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<UserSearchResult[]> {
  const query = new URLSearchParams({ q: q.trim(), gameId });
  try {
    return await api.get<UserSearchResult[]>(`/api/users/search?${query.toString()}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    showFailure('Search failed');
    return [];
  }
}

export const userSearchQueryOptions = (q: string, gameId: string) =>
  queryOptions({
    queryKey: userSearchQueryKey(q.trim(), gameId),
    queryFn: ({ signal }) => searchUsers(q, gameId, { signal }),
    enabled: canSearchUsers(q),
    // Searches are cheap and people change who exists: ask again after a minute.
    staleTime: 60_000,
  });

export function useSearchUsers(q: string, gameId: string) {
  return useQuery(userSearchQueryOptions(q, gameId));
}
