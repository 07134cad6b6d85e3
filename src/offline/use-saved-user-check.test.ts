import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_USER_CHECK_TIMEOUT_MS, useSavedUserChecked } from './use-saved-user-check';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** An answer saved by an earlier visit, restored into this one. */
const SAVED = { dataUpdatedAt: 1, errorUpdatedAt: 0 };

afterEach(() => {
  vi.useRealTimers();
  act(() => setOnline(true));
});

describe('useSavedUserChecked', () => {
  it('online, waits for an answer of this visit: the user, a 401 (null) or a failure', () => {
    const { result, rerender } = renderHook((state: typeof SAVED) => useSavedUserChecked(state), { initialProps: SAVED });
    expect(result.current).toBe(false);
    rerender({ dataUpdatedAt: Date.now(), errorUpdatedAt: 0 });
    expect(result.current).toBe(true);

    const failed = renderHook(() => useSavedUserChecked({ dataUpdatedAt: 1, errorUpdatedAt: Date.now() }));
    expect(failed.result.current).toBe(true);
  });

  it('trusts a user answered in this visit at once (signed in just now)', () => {
    const { result } = renderHook(() => useSavedUserChecked({ dataUpdatedAt: Date.now(), errorUpdatedAt: 0 }));
    expect(result.current).toBe(true);
  });

  it('offline, shows the saved data at once', () => {
    act(() => setOnline(false));
    const { result } = renderHook(() => useSavedUserChecked(SAVED));
    expect(result.current).toBe(true);
  });

  it('gives up waiting after 3 s of silence (a connection that carries nothing)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useSavedUserChecked(SAVED));
    act(() => vi.advanceTimersByTime(SAVED_USER_CHECK_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('once the app shows, coming back online does not hide it again', () => {
    act(() => setOnline(false));
    const { result } = renderHook(() => useSavedUserChecked(SAVED));
    expect(result.current).toBe(true);
    act(() => setOnline(true));
    expect(result.current).toBe(true);
  });
});
