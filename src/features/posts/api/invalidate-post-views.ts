import type { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §7 "Effects of answers": a post or comment shows in the game's pages (['posts']), the
 * activity feed (['activity']), my stats and accomplishments (['user', …]) and the game's post
 * count and scores (['games', …]). Keys of other features are named here, not imported.
 */
export function invalidatePostViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [['posts'], ['activity'], ['user'], ['games']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
