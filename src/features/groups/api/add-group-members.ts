import type { addGroupMembersSchema } from '@contract/groups';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useGroupWrite } from './group-write-effects';

/** POST /api/games/{id}/groups/{groupId}/members { memberId }: memberId is the participant's user id. */
export function addGroupMember(gameId: string, groupId: string, memberId: string): Promise<unknown> {
  return api.post(`/api/games/${encodeURIComponent(gameId)}/groups/${encodeURIComponent(groupId)}/members`, { memberId });
}

/** What the Add Member to Group form sends on: a group and the people for it (contract/groups.ts). */
export type AddGroupMembersVariables = z.output<typeof addGroupMembersSchema>;

/**
 * docs/product.md §7: one call per selected person. One after another, so members appear in the order
 * ticked; each is tried even when one is refused (someone put in another group meanwhile), and
 * the first refusal is what the toast says.
 */
export async function addGroupMembers(gameId: string, { groupId, userIds }: AddGroupMembersVariables): Promise<void> {
  let firstError: unknown;
  for (const userId of userIds) {
    try {
      await addGroupMember(gameId, groupId, userId);
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError !== undefined) throw firstError;
}

/** docs/product.md §8: 'Members added to group successfully' / 'Failed to add members to group: {server message}'. */
export function useAddGroupMembers(gameId: string) {
  return useGroupWrite(gameId, {
    mutationFn: (variables: AddGroupMembersVariables) => addGroupMembers(gameId, variables),
    success: 'Members added to group successfully',
    failure: 'Failed to add members to group',
  });
}
