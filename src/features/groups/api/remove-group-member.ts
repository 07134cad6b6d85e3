import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupToasts, invalidateGroups } from './group-write-effects';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: RemoveGroupMemberVariables) => removeGroupMember(gameId, variables),
    meta: groupToasts('Member removed from group successfully', 'Failed to remove member'),
    onSettled: () => invalidateGroups(queryClient, gameId),
  });
}
