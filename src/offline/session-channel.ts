import { messageType, SESSION_CHANNEL, SIGNED_OUT } from '@/sw-shared/service-worker-contract';

/**
 * Calls `listener` when the service worker says a logout navigation ended the session (the Logout
 * link, a bookmark of /api/logout, another tab; sw/sw.ts): this page still shows, and holds in
 * memory, the data of someone who is no longer signed in. Answers the unsubscribe.
 */
export function onSignedOutByWorker(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent) => {
    if (messageType(event.data) === SIGNED_OUT) listener();
  });
  return () => channel.close();
}
