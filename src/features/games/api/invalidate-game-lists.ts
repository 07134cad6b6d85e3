import type { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §7 "Effects of answers": after a game changes or someone joins, every list that shows it
 * is stale: my games, public games, searches and the game itself (all under 'games'), my
 * invitations (['invitations'], the Invites badge) and my stats (['user', 'stats'], games joined).
 * Keys of other features are named here rather than imported (features stay independent).
 */
export function invalidateGameLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['games'] }),
    queryClient.invalidateQueries({ queryKey: ['invitations'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'stats'] }),
  ]).then(() => undefined);
}
