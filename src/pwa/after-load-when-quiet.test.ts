import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenQuiet, MAX_WAIT_MS, QUIET_MS } from './after-load-when-quiet';

/** Stands in for resource timing: `finish()` is a request of the page that has just finished. */
class FakeResourceObserver {
  static supportedEntryTypes = ['resource'];
  static current: FakeResourceObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResourceObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static finish() {
    const observer = FakeResourceObserver.current;
    if (observer && !observer.disconnected) observer.callback();
  }
}

let readyState: DocumentReadyState = 'loading';

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('PerformanceObserver', FakeResourceObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeResourceObserver.current = undefined;
});

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};

describe('afterLoadWhenQuiet', () => {
  it('waits for the load event, then for a quiet moment without requests finishing', () => {
    const run = vi.fn();
    afterLoadWhenQuiet(run);
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(run).not.toHaveBeenCalled();

    load();
    vi.advanceTimersByTime(QUIET_MS - 100);
    FakeResourceObserver.finish(); // a chunk of the first screen
    vi.advanceTimersByTime(QUIET_MS - 100);
    FakeResourceObserver.finish(); // one of its reads
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeResourceObserver.current?.disconnected).toBe(true);
  });

  it('runs at once after the quiet time when the page had loaded already', () => {
    readyState = 'complete';
    const run = vi.fn();
    afterLoadWhenQuiet(run);
    vi.advanceTimersByTime(QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than the maximum after the load, however busy the page is', () => {
    const run = vi.fn();
    afterLoadWhenQuiet(run);
    load();
    for (let waited = 0; waited < MAX_WAIT_MS - 100; waited += 100) {
      vi.advanceTimersByTime(100);
      FakeResourceObserver.finish();
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('falls back to the quiet time alone where resource timing is missing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    readyState = 'complete';
    const run = vi.fn();
    afterLoadWhenQuiet(run);
    vi.advanceTimersByTime(QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
