import type { QueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-client';
import type { MutationToasts } from '@/lib/toasts';
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

/** A group write's toasts (its `meta`): the success text, and the failure's prefix with the server's reason. */
export function groupToasts(success: string, failurePrefix: string): MutationToasts {
  return { successMessage: success, errorMessage: (error) => groupFailureText(failurePrefix, error) };
}
