import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appOutbox, onOutboxFlushed, onOutboxSent } from './app-outbox';

/**
 * Keeps the signed-in person's outbox moving (docs/architecture.md §7): flushes on start, when the connection
 * returns, when the app comes back to the foreground and when a back-off ends, and refreshes the
 * lists once something arrived. Mount once, in the signed-in layout.
 */
export function useOutboxSync(userId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = async () => {
      const { retryAt } = await appOutbox.flush(userId);
      clearTimeout(timer);
      if (retryAt !== null && !stopped) timer = setTimeout(() => void flush(), Math.max(0, retryAt - Date.now()));
    };
    // Signed in now, or back online: whatever waited for a sign-in or a back-off goes at once.
    const resumeAndFlush = () => appOutbox.resume(userId).then(flush);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush();
    };

    // Each kind puts its answer into the cached views at once (a like's count: no flicker back).
    const stopSent = onOutboxSent((entry, response) => appOutbox.kindOf(entry)?.onSent?.(entry.payload, response, queryClient));
    // One refresh for a whole flush, not one per entry, of the views the sent kinds name (docs/product.md §7
    // "Effects of answers"); screens that sent something rely on it instead of refreshing again.
    const stopFlushed = onOutboxFlushed((sent) => {
      const queryKeys = new Map(sent.flatMap((entry) => appOutbox.kindOf(entry)?.refreshes ?? []).map((key) => [JSON.stringify(key), key]));
      for (const queryKey of queryKeys.values()) void queryClient.invalidateQueries({ queryKey });
    });

    void resumeAndFlush();
    window.addEventListener('online', resumeAndFlush);
    window.addEventListener('focus', flush);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopSent();
      stopFlushed();
      window.removeEventListener('online', resumeAndFlush);
      window.removeEventListener('focus', flush);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, queryClient]);
}
