import { create } from 'zustand';

interface LiveStreamState {
  /** The stream said 'ready' and has not failed since: events arrive within a second. */
  up: boolean;
  setUp: (up: boolean) => void;
}

/** Whether this tab's live stream is up (DESIGN §6): the 30 s polls of SPEC §7 run only while it is not. */
export const useLiveStreamState = create<LiveStreamState>()((set) => ({
  up: false,
  setUp: (up) => set((state) => (state.up === up ? state : { up })),
}));

export const isLiveStreamUp = () => useLiveStreamState.getState().up;

/**
 * A query's `refetchInterval` that polls every `ms` only while the stream is down: SPEC §7's 30 s
 * polling is the fallback. Query observers compute it when their options are set (every render of
 * a hook) and after every answer, so a hook that also calls useLiveStreamUp() starts or stops its
 * timer as soon as the stream goes down or comes up.
 */
export function pollWhileStreamDown(ms: number): () => number | false {
  return () => (isLiveStreamUp() ? false : ms);
}

/** Re-renders with the stream's state, so the caller's polling follows it (see pollWhileStreamDown). */
export function useLiveStreamUp(): boolean {
  return useLiveStreamState((state) => state.up);
}
