import { USER_SEARCH_MIN } from '@contract/games';
import type { User } from '@contract/user';
import { notifications } from '@mantine/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const userSearchQueryKey = (q: string) => ['users', 'search', q] as const;

/** SPEC §5: user search begins at 2 typed characters. */
export function canSearchUsers(q: string): boolean {
  return q.trim().length >= USER_SEARCH_MIN;
}

/** GET /api/users/search?q=: users by username, name or email prefix. A failure is 'Search failed' and no results. */
export async function searchUsers(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<User[]> {
  try {
    return await api.get<User[]>(`/api/users/search?q=${encodeURIComponent(q.trim())}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    notifications.show({ color: 'red', title: 'Error', message: 'Search failed' });
    return [];
  }
}

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userSearchQueryKey(q.trim()),
    queryFn: ({ signal }) => searchUsers(q, { signal }),
    enabled: canSearchUsers(q),
    // Searches are cheap and people change who exists: ask again after a minute.
    staleTime: 60_000,
  });

export function useSearchUsers(q: string) {
  return useQuery(userSearchQueryOptions(q));
}
