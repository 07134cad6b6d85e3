import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-client';
import { groupsQueryKey } from './get-groups';

/** After any group write: the groups and the group leaderboard (a prefix of both keys). */
export function invalidateGroups(queryClient: QueryClient, gameId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: groupsQueryKey(gameId) });
}

/**
 * SPEC §8 "Groups: 'Failed to …' (each with the server message)": 'Failed to create group: A group
 * named Red already exists'; without an answer from the server (offline), the fixed text alone.
 */
export function groupFailureText(prefix: string, error: unknown): string {
  const text = serverMessage(error, '');
  return text ? `${prefix}: ${text}` : prefix;
}

export function showGroupSuccess(message: string) {
  notifications.show({ color: 'green', message });
}

export function showGroupFailure(prefix: string, error: unknown) {
  notifications.show({ color: 'red', title: 'Error', message: groupFailureText(prefix, error) });
}
