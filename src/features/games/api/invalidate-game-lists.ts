import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationToasts } from '@/lib/toasts';

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

/** A game write whose one after-effect is that: its toasts, then the game lists read again (a participant or an invitation changed). */
export function useGameListsWrite<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, toasts: MutationToasts) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: toasts, onSuccess: () => invalidateGameLists(queryClient) });
}
