import { api } from '@/lib/api-client';
import { useGroupWrite } from './group-write-effects';

/** DELETE /api/games/{id}/groups/{groupId}: its members are in no group afterwards. */
export function deleteGroup(gameId: string, groupId: string): Promise<unknown> {
  return api.delete(`/api/games/${encodeURIComponent(gameId)}/groups/${encodeURIComponent(groupId)}`);
}

/** docs/product.md §8: 'Group deleted successfully' / 'Failed to delete group: {server message}'. */
export function useDeleteGroup(gameId: string) {
  return useGroupWrite(gameId, {
    mutationFn: (groupId: string) => deleteGroup(gameId, groupId),
    success: 'Group deleted successfully',
    failure: 'Failed to delete group',
  });
}
