import type { BlockedUsers } from '@contract/blocks';
import type { User } from '@contract/user';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { blockedUsersQueryKey } from '@/api/blocked-users';
import { api } from '@/lib/api-client';
import { isOfflineFailure } from '@/offline/offline-failure';
import { isOnline } from '@/offline/online-status';
import { displayName } from '@/lib/display-name';

export const BLOCK_NEEDS_CONNECTION = "You're offline. Blocking needs a connection: try again once you're back online.";

/** PUT /api/users/{id}/block → 204 (the same again is harmless). */
export function blockPerson(personId: string): Promise<unknown> {
  return api.put(`/api/users/${encodeURIComponent(personId)}/block`);
}

/**
 * After a block or an unblock: the list shows it at once, and everything that shows what people
 * wrote is read again (the server leaves out what blocked people wrote, decision 0040).
 */
export async function afterBlockChange(queryClient: QueryClient, person: User, blocked: boolean): Promise<void> {
  queryClient.setQueryData<BlockedUsers>(blockedUsersQueryKey, (list) => {
    if (!list) return list;
    const others = list.users.filter((user) => user.id !== person.id);
    return { users: blocked ? [person, ...others] : others };
  });
  await Promise.all(
    [blockedUsersQueryKey, ['posts'], ['activity'], ['messages'], ['games']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Why a block or unblock failed, in the person's words: offline it needs a connection. */
export function blockFailure(error: unknown, fallback: string): string {
  if (!isOnline() || isOfflineFailure(error)) return BLOCK_NEEDS_CONNECTION;
  return error instanceof Error && error.message ? error.message.replace(/^\d{3}: /, '') : fallback;
}

/** Block a person: needs a connection (a block is not queued: the person must know it took effect). */
export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (person: User) => {
      if (!isOnline()) throw new TypeError('offline');
      await blockPerson(person.id);
    },
    meta: {
      successMessage: (_: void, person: User) => `${displayName(person)} is blocked`,
      errorMessage: (error) => blockFailure(error, 'Failed to block'),
    },
    onSuccess: (_, person) => afterBlockChange(queryClient, person, true),
  });
}
