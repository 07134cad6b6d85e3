import type { PostsPage } from '@contract/posts';
import { POSTS_PAGE_SIZE } from '@contract/sizes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** docs/product.md §9: a game's posts stay fresh for 30 s (other data is never stale by default). */
export const POSTS_STALE_TIME_MS = 30_000;

/** Every page of every game's posts lives under ['posts'], which the post actions refresh. */
export const postsQueryKey = (gameId: string, page: number) => ['posts', gameId, page] as const;

/** GET /api/posts?gameId=&page=&limit=20: newest first; `hasMore` says whether a next page exists. */
export function getPosts(gameId: string, page: number, { signal }: { signal?: AbortSignal } = {}): Promise<PostsPage> {
  const query = new URLSearchParams({ gameId, page: String(page), limit: String(POSTS_PAGE_SIZE) });
  return api.get<PostsPage>(`/api/posts?${query}`, { signal });
}

export const postsQueryOptions = (gameId: string, page: number) =>
  queryOptions({
    queryKey: postsQueryKey(gameId, page),
    queryFn: ({ signal }) => getPosts(gameId, page, { signal }),
    staleTime: POSTS_STALE_TIME_MS,
    // Paging keeps the page on screen until the next one arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export function usePosts(gameId: string, page: number) {
  return useQuery(postsQueryOptions(gameId, page));
}
