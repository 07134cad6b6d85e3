import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appLiveHandlers, type LiveHandlers } from '@/lib/live-events/live-handler';
import type { EventSourceLike, LiveConnection } from '@/lib/live-events/live-connection';
import { repollOnStreamChange, useLiveStreamState } from '@/lib/live-events/live-stream-state';
import { isOnline } from '@/offline/online-status';
import { afterLoadWhenQuiet } from '@/pwa/after-load-when-quiet';

export const LIVE_EVENTS_URL = '/api/events';

interface Options {
  handlers?: LiveHandlers;
  open?: (url: string) => EventSourceLike;
  /** When to open the stream the first time (default: after the first screen's requests). */
  schedule?: (run: () => void) => void;
}

/**
 * One live stream per signed-in tab (docs/architecture.md §6): mounted by the signed-in layout, so it closes on
 * sign-out. Opened once the first screen has its data (an open request must not hold up the load),
 * reconnected on focus, when the tab is shown and when back online; closed while offline. While it
 * is down the 30 s polls run (pollWhileStreamDown); when it comes back, what is shown is read again.
 * The connection (and the events' zod schemas) load then, not with the app shell (decision 0024).
 */
export function useLiveEvents(userId: string, { handlers = appLiveHandlers, open, schedule = afterLoadWhenQuiet }: Options = {}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open && typeof EventSource === 'undefined') return;
    const setUp = useLiveStreamState.getState().setUp;
    const stopRepolling = repollOnStreamChange(queryClient);
    let connection: LiveConnection | undefined;
    let stopped = false;
    let scheduled = false;
    let loading = false;
    const connect = () => {
      if (connection || loading || stopped) return;
      loading = true;
      import('@/lib/live-events/live-connection')
        .then(({ LiveConnection }) => {
          if (stopped) return;
          connection = new LiveConnection({
            url: LIVE_EVENTS_URL,
            open,
            isOnline,
            onEvent: (event) => handlers.dispatch(event, queryClient),
            onUpChange: setUp,
            // Only the queries on screen are read again; the others are marked stale for their next visit.
            onReconnected: () => void queryClient.invalidateQueries({ type: 'active' }),
          });
          connection.start();
        })
        // Its code could not load (offline, or a deploy removed the chunk): the 30 s polls run while
        // the stream is down, and the next wake (focus, online, shown) tries again.
        .catch(() => undefined)
        .finally(() => (loading = false));
    };
    schedule(() => {
      scheduled = true;
      connect();
    });
    const wake = () => {
      if (connection) connection.wake();
      else if (scheduled) connect();
    };
    const offline = () => connection?.offline();
    const shown = () => {
      if (document.visibilityState === 'visible') wake();
    };
    window.addEventListener('online', wake);
    window.addEventListener('focus', wake);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', shown);
    return () => {
      stopped = true;
      window.removeEventListener('online', wake);
      window.removeEventListener('focus', wake);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
      connection?.stop();
      setUp(false);
      stopRepolling();
    };
    // One stream per person: a new person (another account in this tab) gets a new one.
  }, [userId, handlers, open, schedule, queryClient]);
}
