import { useDeferredValue, type ReactNode } from 'react';

/**
 * What a screen shows below its first screen, or a dialog after its frame: rendered in the
 * background just after the first paint (React renders the deferred value's `true` once the commit
 * that showed `false` has painted, yielding to the browser as it goes). The tap that opened the
 * screen paints what it asked for first (decision 0055, "taps").
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
