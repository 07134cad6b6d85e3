import { api } from '@/lib/api-client';
import { useGameListsWrite } from './invalidate-game-lists';

/** DELETE /api/invitations/{id}: the creator or an admin takes back a pending invitation. */
export function removeInvitation(invitationId: string): Promise<unknown> {
  return api.delete(`/api/invitations/${encodeURIComponent(invitationId)}`);
}

/** docs/product.md §8: 'Invitation removed successfully' / 'Failed to remove invitation'. */
export function useRemoveInvitation() {
  return useGameListsWrite(removeInvitation, { successMessage: 'Invitation removed successfully', errorMessage: 'Failed to remove invitation' });
}
