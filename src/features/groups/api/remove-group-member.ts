import { api } from '@/lib/api-client';
import { useGroupWrite } from './group-write-effects';

export interface RemoveGroupMemberVariables {
  groupId: string;
  /** The member's user id, as POST's memberId (not the membership's own id). */
  userId: string;
}

/** DELETE /api/games/{id}/groups/{groupId}/members/{memberId}. */
export function removeGroupMember(gameId: string, { groupId, userId }: RemoveGroupMemberVariables): Promise<unknown> {
  const game = encodeURIComponent(gameId);
  return api.delete(`/api/games/${game}/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`);
}

/** docs/product.md §8: 'Member removed from group successfully' / 'Failed to remove member: {server message}'. */
export function useRemoveGroupMember(gameId: string) {
  return useGroupWrite(gameId, {
    mutationFn: (variables: RemoveGroupMemberVariables) => removeGroupMember(gameId, variables),
    success: 'Member removed from group successfully',
    failure: 'Failed to remove member',
  });
}
