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
async function afterBlockChange(queryClient: QueryClient, person: User, blocked: boolean): Promise<void> {
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
function blockFailure(error: unknown, fallback: string): string {
  if (!isOnline() || isOfflineFailure(error)) return BLOCK_NEEDS_CONNECTION;
  return error instanceof Error && error.message ? error.message.replace(/^\d{3}: /, '') : fallback;
}

interface BlockChange {
  /** The request that blocks or unblocks the person. */
  send: (personId: string) => Promise<unknown>;
  blocked: boolean;
  success: (name: string) => string;
  failure: string;
}

/** Block or unblock a person: needs a connection (neither is queued: the person must know it took effect). */
export function useBlockChange({ send, blocked, success, failure }: BlockChange) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (person: User) => {
      if (!isOnline()) throw new TypeError('offline');
      await send(person.id);
    },
    meta: {
      successMessage: (_: void, person: User) => success(displayName(person)),
      errorMessage: (error) => blockFailure(error, failure),
    },
    onSuccess: (_, person) => afterBlockChange(queryClient, person, blocked),
  });
}

export function useBlockPerson() {
  return useBlockChange({ send: blockPerson, blocked: true, success: (name) => `${name} is blocked`, failure: 'Failed to block' });
}
