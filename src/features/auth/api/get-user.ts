import type { SignedInUser } from '@contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { showFailure } from '@/lib/toasts';
import { isOfflineFailure } from '@/offline/offline-failure';

export const USER_STALE_TIME_MS = 5 * 60 * 1000;
export const USER_GC_TIME_MS = 10 * 60 * 1000;

export const userQueryKey = ['auth', 'user'] as const;
export const USER_URL = '/api/auth/user';

/**
 * GET /api/auth/user: the signed-in user, or null when the answer is 401 (logged out). docs/product.md §8's
 * 'Failed to fetch user' is for an answer of the server; a request that never got one (offline,
 * lie-fi) is the normal state of an offline app: the header's Offline mark says it, and the saved
 * user stays (docs/architecture.md §7).
 */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<SignedInUser | null> {
  try {
    return await api.get<SignedInUser>(USER_URL, { signal, authRedirect: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (!isOfflineFailure(error) && !signal?.aborted) {
      showFailure('Failed to fetch user');
    }
    throw error;
  }
}

/** docs/product.md §7: 5 minutes fresh, 10 minutes kept; no retry; no refetch on focus, mount or reconnect. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser({ signal }),
    staleTime: USER_STALE_TIME_MS,
    gcTime: USER_GC_TIME_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
