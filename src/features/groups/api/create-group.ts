import type { CreateGroupInput, Group } from '@contract/groups';
import { api } from '@/lib/api-client';
import { useGroupWrite } from './group-write-effects';

/** POST /api/games/{id}/groups { name, color } → 201 with the group (creator and admins). */
export function createGroup(gameId: string, input: CreateGroupInput): Promise<Group> {
  return api.post<Group>(`/api/games/${encodeURIComponent(gameId)}/groups`, input);
}

/** docs/product.md §8: 'Group created successfully' / 'Failed to create group: {server message}'. */
export function useCreateGroup(gameId: string) {
  return useGroupWrite(gameId, {
    mutationFn: (input: CreateGroupInput) => createGroup(gameId, input),
    success: 'Group created successfully',
    failure: 'Failed to create group',
    // A refused group (the name is taken) changed nothing.
    refreshAfterRefusal: false,
  });
}
