import type { CreateGroupInput, Group } from '@contract/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupToasts, invalidateGroups } from './group-write-effects';

/** POST /api/games/{id}/groups { name, color } → 201 with the group (creator and admins). */
export function createGroup(gameId: string, input: CreateGroupInput): Promise<Group> {
  return api.post<Group>(`/api/games/${encodeURIComponent(gameId)}/groups`, input);
}

/** docs/product.md §8: 'Group created successfully' / 'Failed to create group: {server message}'. */
export function useCreateGroup(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupInput) => createGroup(gameId, input),
    meta: groupToasts('Group created successfully', 'Failed to create group'),
    onSuccess: () => invalidateGroups(queryClient, gameId),
  });
}
