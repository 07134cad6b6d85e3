import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-client';
import { groupsQueryKey } from './get-groups';

/** After any group write: the groups and the group leaderboard (a prefix of both keys). */
export function invalidateGroups(queryClient: QueryClient, gameId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: groupsQueryKey(gameId) });
}

/**
 * docs/product.md §8 "Groups: 'Failed to …' (each with the server message)": 'Failed to create group: A group
 * named Red already exists'; without an answer from the server (offline), the fixed text alone.
 */
export function groupFailureText(prefix: string, error: unknown): string {
  const text = serverMessage(error, '');
  return text ? `${prefix}: ${text}` : prefix;
}

interface GroupWrite<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** docs/product.md §8 success toast. */
  success: string;
  /** The failure toast's prefix, followed by the server's reason (groupFailureText). */
  failure: string;
  /**
   * Whether the lists are read again after a refusal too: a refused write may still have changed
   * them (some members added before one was refused; a group deleted meanwhile by another admin).
   */
  refreshAfterRefusal?: boolean;
}

/** Every group write (create, delete, add and remove members): its toasts, then the groups and the leaderboard read again. */
export function useGroupWrite<TVariables, TData>(
  gameId: string,
  { mutationFn, success, failure, refreshAfterRefusal = true }: GroupWrite<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateGroups(queryClient, gameId);
  return useMutation({
    mutationFn,
    meta: { successMessage: success, errorMessage: (error) => groupFailureText(failure, error) },
    ...(refreshAfterRefusal ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
