import { defineLiveHandler } from '@/lib/live-events/live-handler';
import { conversationsQueryKey } from './get-conversations';
import { unreadCountQueryKey } from './get-unread-count';
import { threadQueryKey } from './thread-keys';

/**
 * Messages on the live stream (docs/architecture.md §6, decision 0027): a message to me or from me (another tab
 * or device) refreshes its thread and the conversation list; 'unread-count' is the header badge's
 * number itself, written without a request.
 */
export const liveMessagesHandler = defineLiveHandler({
  name: 'messages',
  types: ['message', 'unread-count'],
  handle(event, queryClient) {
    if (event.type === 'unread-count') {
      queryClient.setQueryData(unreadCountQueryKey, { count: event.count });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    // The thread is keyed by the other person, whichever side of the message I am on: one of the
    // two keys is mine, the other matches no query.
    void queryClient.invalidateQueries({ queryKey: threadQueryKey(event.gameId, event.fromUserId) });
    void queryClient.invalidateQueries({ queryKey: threadQueryKey(event.gameId, event.toUserId) });
  },
});
