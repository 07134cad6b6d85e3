import type { PostsPage } from '@contract/posts';
import { POSTS_PAGE_SIZE } from '@contract/sizes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { showFailure } from '@/lib/toasts';
import { isUnauthorizedMessage } from '@/lib/unauthorized';
import { isOfflineFailure } from '@/offline/offline-failure';

export const FETCH_ACCOMPLISHMENTS_FAILED = 'Failed to fetch accomplishments';

/** Under ['user'], so posting (which refreshes ['user']) refreshes every page of it too. */
export const myAccomplishmentsQueryKey = (page: number) => ['user', 'accomplishments', page] as const;

/** GET /api/user/accomplishments?page=&limit=20: my posts, newest first, with `hasMore`. */
export function getMyAccomplishments(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<PostsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(POSTS_PAGE_SIZE) });
  return api.get<PostsPage>(`/api/user/accomplishments?${query}`, { signal });
}

export const myAccomplishmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: myAccomplishmentsQueryKey(page),
    queryFn: ({ signal }) => getMyAccomplishments(page, { signal }),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** The Profile's Accomplishments tab; a failed load toasts docs/product.md §8 'Failed to fetch accomplishments'. */
export function useMyAccomplishments(page: number) {
  const query = useQuery(myAccomplishmentsQueryOptions(page));
  const { error } = query;
  useEffect(() => {
    // A 401 already has its own toast and the login redirect (docs/product.md §8 "Unauthorized"); a request
    // that never reached the server is the offline state the header's Offline mark already shows.
    if (!error || isUnauthorizedMessage(error.message) || isOfflineFailure(error)) return;
    showFailure(FETCH_ACCOMPLISHMENTS_FAILED);
  }, [error]);
  return query;
}
