import type { QueryClient } from '@tanstack/react-query';
import { invitationsQueryKey } from './get-invitations';

/**
 * After accepting, declining or deciding: GET /api/invitations (screen, dialog, badge) and every
 * games query (my games, a game's participants and join requests) refresh. ['games'] is the key
 * prefix of the games feature's queries.
 */
export function refreshInvitations(queryClient: QueryClient, { games }: { games: boolean }): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
    games ? queryClient.invalidateQueries({ queryKey: ['games'] }) : undefined,
  ]);
}
