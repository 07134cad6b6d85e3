import type { BlockedUsers } from '@contract/blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// src/api: the people I block are read by the messages thread, the participants dialog (games) and
// the Profile's Blocked people (safety); features do not import each other (the import zones of eslint.config.js).

/** Under ['user'], so the list is saved for offline reading (src/offline/persisted-queries.ts). */
export const blockedUsersQueryKey = ['user', 'blocks'] as const;

/** GET /api/user/blocks: the people I block, most recently blocked first. */
export function getBlockedUsers({ signal }: { signal?: AbortSignal } = {}): Promise<BlockedUsers> {
  return api.get<BlockedUsers>('/api/user/blocks', { signal });
}

export const blockedUsersQueryOptions = () =>
  queryOptions({ queryKey: blockedUsersQueryKey, queryFn: ({ signal }) => getBlockedUsers({ signal }) });

export function useBlockedUsers() {
  return useQuery(blockedUsersQueryOptions());
}

/**
 * Whether I block `personId`: false until the list is known (a menu then offers 'Block', which the
 * server answers idempotently). Asked for only where a menu shows it, not at start-up.
 */
export function useIsBlocked(personId: string, { enabled = true }: { enabled?: boolean } = {}): boolean {
  const { data } = useQuery({ ...blockedUsersQueryOptions(), enabled });
  return data?.users.some((user) => user.id === personId) ?? false;
}
