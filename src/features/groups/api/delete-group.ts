import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupToasts, invalidateGroups } from './group-write-effects';

/** DELETE /api/games/{id}/groups/{groupId}: its members are in no group afterwards. */
export function deleteGroup(gameId: string, groupId: string): Promise<unknown> {
  return api.delete(`/api/games/${encodeURIComponent(gameId)}/groups/${encodeURIComponent(groupId)}`);
}

/** docs/product.md §8: 'Group deleted successfully' / 'Failed to delete group: {server message}'. */
export function useDeleteGroup(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => deleteGroup(gameId, groupId),
    meta: groupToasts('Group deleted successfully', 'Failed to delete group'),
    // A 404 (deleted meanwhile by another admin) leaves a stale list too.
    onSettled: () => invalidateGroups(queryClient, gameId),
  });
}
