import { liveInvitationsHandler } from '@/features/invites/api/live-invitations';
import { liveMessagesHandler } from '@/features/messages/api/live-messages';
import { liveGameNotificationsHandler } from '@/features/notifications/api/live-game-notifications';
import { livePostsHandler } from '@/features/posts/api/live-posts';
import { appLiveHandlers } from '@/lib/live-events/live-handler';

/**
 * Every feature's handler of live events (docs/architecture.md §6, decision 0027), registered with the outbox
 * kinds when the signed-in layout loads: the stream itself knows no feature. These files are small
 * on purpose (no UI): they load with the app shell.
 */
export function registerLiveHandlers(): void {
  appLiveHandlers.register(liveMessagesHandler, liveInvitationsHandler, liveGameNotificationsHandler, livePostsHandler);
}
