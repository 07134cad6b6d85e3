import { useDeferredValue } from 'react';

/**
 * A query's data as a list shows it: rendered in the background when a new answer comes (issue
 * 15). TanStack Query's hooks update synchronously, so twenty cards were one long task on a phone;
 * a deferred value lets React render them in slices, yielding to the browser in between.
 * An answer that is there on mount shows at once: a screen mounts in a background render already
 * (a navigation, or the app's first render: main.tsx, AuthGate).
 * `catchingUp`: the answer is there but not shown yet; the list keeps its loader meanwhile, so its
 * loading state is `query.isPending || catchingUp`.
 */
export function useShownData<T>(data: T | undefined): { shown: T | undefined; catchingUp: boolean } {
  const shown = useDeferredValue(data);
  return { shown, catchingUp: data !== undefined && shown === undefined };
}
