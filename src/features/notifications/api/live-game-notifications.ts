import { defineLiveHandler } from '@/lib/live-events/live-handler';
import { gameNotificationsQueryKey } from './get-game-notifications';

/**
 * A game I played was finalised (docs/architecture.md §6, decision 0027): my notifications are read again, and
 * the celebration queue (use-celebration-queue.ts) opens the dialog and refreshes my games and
 * stats as it does for a polled answer.
 */
export const liveGameNotificationsHandler = defineLiveHandler({
  name: 'notifications',
  types: ['game-notification'],
  handle(_event, queryClient) {
    void queryClient.invalidateQueries({ queryKey: gameNotificationsQueryKey });
  },
});
