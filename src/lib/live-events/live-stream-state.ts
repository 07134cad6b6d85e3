import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';

interface LiveStreamState {
  /** The stream said 'ready' and has not failed since: events arrive within a second. */
  up: boolean;
  setUp: (up: boolean) => void;
}

/** Whether this tab's live stream is up (docs/architecture.md §6): the 30 s polls of docs/product.md §7 run only while it is not. */
export const useLiveStreamState = create<LiveStreamState>()((set) => ({
  up: false,
  setUp: (up) => set((state) => (state.up === up ? state : { up })),
}));

export const isLiveStreamUp = () => useLiveStreamState.getState().up;

const FOLLOWS_STREAM = Symbol('polls while the live stream is down');

/**
 * A query's `refetchInterval` that polls every `ms` only while the stream is down: docs/product.md §7's 30 s
 * polling is the fallback. Query observers compute it when their options are set and after every
 * answer; repollOnStreamChange() has them compute it again when the stream goes down or comes up.
 */
export function pollWhileStreamDown(ms: number): () => number | false {
  return Object.assign(() => (isLiveStreamUp() ? false : ms), { [FOLLOWS_STREAM]: true });
}

const followsStream = (interval: unknown) => typeof interval === 'function' && FOLLOWS_STREAM in interval;

/**
 * One subscription for every polled query (the unread count, invitations, notifications, the
 * conversations, a thread): when the stream goes down or comes up, the observers on screen whose
 * interval is pollWhileStreamDown's set their options again, which starts or stops their timer at
 * once, without rendering anything. Answers the unsubscribe.
 */
export function repollOnStreamChange(queryClient: QueryClient): () => void {
  return useLiveStreamState.subscribe((state, previous) => {
    if (state.up === previous.up) return;
    for (const query of queryClient.getQueryCache().getAll()) {
      for (const observer of query.observers) {
        if (followsStream(observer.options.refetchInterval)) observer.setOptions(observer.options);
      }
    }
  });
}
