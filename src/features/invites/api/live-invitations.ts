import { defineLiveHandler } from '@/lib/live-events/live-handler';
import { invitationsQueryKey } from './get-invitations';

/**
 * Invitations on the live stream (docs/architecture.md §6, decision 0027): an invitation to me, or a request to
 * join a game I manage, refreshes GET /api/invitations (the Invites badge, screen and dialog); a
 * request also refreshes that game's queries (its join-request list on the game page). ['games',
 * id] is the games feature's key prefix, named here, not imported.
 */
export const liveInvitationsHandler = defineLiveHandler({
  name: 'invites',
  types: ['invitation', 'join-request'],
  handle(event, queryClient) {
    void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    if (event.type === 'join-request') void queryClient.invalidateQueries({ queryKey: ['games', event.gameId] });
  },
});
