export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 10_000;

/**
 * Runs `run` once the page has loaded and then no request of the page has finished for `quietMs`
 * (resource timing), or `maxWaitMs` after the load at the latest. For work that must not compete
 * with what the first screen is still fetching: a signed-in screen's chunks and reads come after
 * the load event, which only waits for the entry.
 */
export function afterLoadWhenQuiet(run: () => void, { quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS } = {}): void {
  const start = () => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(latest);
      observer?.disconnect();
      run();
    };
    const waitForQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    };
    const latest = setTimeout(finish, maxWaitMs);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      observer = new PerformanceObserver(waitForQuiet);
      observer.observe({ type: 'resource' });
    }
    waitForQuiet();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
