import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL, SIGNED_OUT } from '@/sw-shared/service-worker-contract';
import { cacheOwner } from './cache-owner';
import { useSigningOut } from './signing-out';
import { useDeviceOwner } from './use-device-owner';

const forget = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./forget-person', () => ({ forgetPeopleOnThisDevice: forget }));

const USER_KEY = ['auth', 'user'];

function setup(owner: string | null) {
  cacheOwner.set(owner);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['games', 'mine'], [{ id: 'their-game' }]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

afterEach(() => {
  useSigningOut.setState({ signingOut: false });
  cacheOwner.set(null);
  vi.clearAllMocks();
});

describe('useDeviceOwner', () => {
  it('makes the first person to sign in the owner, clearing nothing', async () => {
    const { queryClient, wrapper } = setup(null);
    const { result } = renderHook(() => useDeviceOwner('u1', { keep: USER_KEY }), { wrapper });
    await waitFor(() => expect(result.current).toBe(false));
    expect(cacheOwner.get()).toBe('u1');
    expect(forget).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['games', 'mine'])).toBeDefined();
  });

  it("clears the previous person's data when someone else signs in, keeping the new user", async () => {
    const { queryClient, wrapper } = setup('previous');
    queryClient.setQueryData(USER_KEY, { id: 'u2' });
    const { result } = renderHook(() => useDeviceOwner('u2', { keep: USER_KEY }), { wrapper });
    // Switching: the app must not render the previous person's lists meanwhile.
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
    expect(cacheOwner.get()).toBe('u2');
    expect(forget).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['games', 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(USER_KEY)).toEqual({ id: 'u2' });
  });

  it('does not make the person leaving the owner again while logout clears the owner', async () => {
    const { wrapper } = setup('u1');
    const { rerender } = renderHook(() => useDeviceOwner('u1', { keep: USER_KEY }), { wrapper });
    // What sign-out.ts does first; the user is still known until the query cache is cleared.
    act(() => {
      useSigningOut.setState({ signingOut: true });
      cacheOwner.set(null);
    });
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cacheOwner.get()).toBeNull();
    expect(forget).not.toHaveBeenCalled();
  });

  it('keeps the data of the owner when signed out (they may come back)', () => {
    const { queryClient, wrapper } = setup('u1');
    const { result } = renderHook(() => useDeviceOwner(undefined, { keep: USER_KEY }), { wrapper });
    expect(result.current).toBe(false);
    expect(cacheOwner.get()).toBe('u1');
    expect(queryClient.getQueryData(['games', 'mine'])).toBeDefined();
  });

  it("forgets the saved person's data when the server says nobody is signed in (a 401), and nobody owns the device", async () => {
    const { queryClient, wrapper } = setup('u1');
    queryClient.setQueryData(USER_KEY, null);
    const { result } = renderHook(() => useDeviceOwner(null, { keep: USER_KEY }), { wrapper });
    // Nothing of theirs may render meanwhile.
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
    expect(cacheOwner.get()).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['games', 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(USER_KEY)).toBeNull();
  });

  it('has nothing to forget when nobody is signed in and nobody owned the device', () => {
    const { wrapper } = setup(null);
    const { result } = renderHook(() => useDeviceOwner(null, { keep: USER_KEY }), { wrapper });
    expect(result.current).toBe(false);
    expect(forget).not.toHaveBeenCalled();
  });

  it("takes the service worker's SIGNED_OUT (a logout navigation) as nobody signed in", async () => {
    const { queryClient, wrapper } = setup('u1');
    queryClient.setQueryData(USER_KEY, { id: 'u1' });
    renderHook(() => useDeviceOwner('u1', { keep: USER_KEY }), { wrapper });
    const worker = new BroadcastChannel(SESSION_CHANNEL);
    worker.postMessage({ type: SIGNED_OUT });
    worker.close();
    await waitFor(() => expect(queryClient.getQueryData(USER_KEY)).toBeNull());
    expect(queryClient.getQueryData(['games', 'mine'])).toBeUndefined();
  });

  it('takes another tab finding nobody signed in as nobody signed in here too, without reloading', async () => {
    const { queryClient, wrapper } = setup('u1');
    queryClient.setQueryData(USER_KEY, { id: 'u1' });
    renderHook(() => useDeviceOwner('u1', { keep: USER_KEY }), { wrapper });
    // What the other tab's cacheOwner.set(null) looks like from here.
    localStorage.removeItem('cacheOwner');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'cacheOwner', newValue: null })));
    expect(queryClient.getQueryData(USER_KEY)).toBeNull();
    expect(queryClient.getQueryData(['games', 'mine'])).toBeUndefined();
  });
});
