import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { cacheOwner } from './cache-owner';
import { signOut } from './sign-out';
import { useSigningOut } from './signing-out';

const outbox = vi.hoisted(() => ({
  list: vi.fn(async (): Promise<unknown[]> => []),
  clearFor: vi.fn(async () => undefined),
  clear: vi.fn(async () => undefined),
}));
const forget = vi.hoisted(() => vi.fn(async () => undefined));
const clearInbox = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./outbox/app-outbox', () => ({ appOutbox: outbox }));
vi.mock('./forget-person', () => ({ forgetPeopleOnThisDevice: forget }));
vi.mock('@/sw-shared/shared-inbox', () => ({ clearSharedInbox: clearInbox }));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

let assign: ReturnType<typeof vi.spyOn>;
let queryClient: QueryClient;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  queryClient = new QueryClient();
  queryClient.setQueryData(['games', 'mine'], [{ id: 'g1' }]);
  queryClient.setQueryData(['auth', 'user'], { id: 'u1' });
  cacheOwner.set('u1');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  setOnline(true);
  useSigningOut.setState({ signingOut: false });
  cacheOwner.set(null);
});

describe('signOut', () => {
  it('clears everything the device keeps of the person, then goes to the logout endpoint', async () => {
    expect(await signOut({ queryClient, userId: 'u1' })).toBe(true);
    expect(cacheOwner.get()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(clearInbox).toHaveBeenCalledTimes(1);
    // Their own unsent writes (they were warned); never someone else's (decision record 0011).
    expect(outbox.clearFor).toHaveBeenCalledWith('u1');
    expect(outbox.clear).not.toHaveBeenCalled();
    expect(useSigningOut.getState().signingOut).toBe(true);
    expect(assign).toHaveBeenCalledWith('/api/logout');
    // The endpoint comes last: nothing is left to clear once the page is gone.
    expect(forget.mock.invocationCallOrder[0]).toBeLessThan(assign.mock.invocationCallOrder[0] as number);
  });

  it('warns when changes made offline still wait, and keeps the person signed in if they say no', async () => {
    outbox.list.mockResolvedValueOnce([{ id: 'e1' }, { id: 'e2' }]);
    const confirmDiscard = vi.fn(() => false);
    expect(await signOut({ queryClient, userId: 'u1', confirmDiscard })).toBe(false);
    expect(confirmDiscard).toHaveBeenCalledWith(2);
    expect(assign).not.toHaveBeenCalled();
    expect(forget).not.toHaveBeenCalled();
    expect(outbox.clearFor).not.toHaveBeenCalled();
    expect(cacheOwner.get()).toBe('u1');
    expect(queryClient.getQueryData(['games', 'mine'])).toBeDefined();
  });

  it('goes ahead when the person accepts losing what waits', async () => {
    outbox.list.mockResolvedValueOnce([{ id: 'e1' }]);
    expect(await signOut({ queryClient, userId: 'u1', confirmDiscard: () => true })).toBe(true);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });

  it('does nothing offline (the session could not be ended) and says why', async () => {
    setOnline(false);
    const show = vi.spyOn(notifications, 'show');
    expect(await signOut({ queryClient, userId: 'u1' })).toBe(false);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Connect to the internet to log out.' }));
    expect(assign).not.toHaveBeenCalled();
    expect(cacheOwner.get()).toBe('u1');
  });
});
