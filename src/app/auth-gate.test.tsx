import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { userQueryKey } from '@/features/auth/api/get-user';
import { cacheOwner } from '@/offline/cache-owner';
import { refreshSavedQueries } from '@/offline/refresh-saved-queries';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { App } from './app';
import { createQueryClient } from './query-client';

const forget = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/offline/forget-person', () => ({ forgetPeopleOnThisDevice: forget }));

const SAVED_GAMES = ['/api/games'];

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/**
 * The app as it starts on a device where `testUser` used it before: their user and a list came
 * back from the saved cache (answered long ago). jsdom has no IndexedDB, so the restore itself is
 * played by hand; refreshSavedQueries is what PersistedQueryProvider runs after it.
 */
function startWithSavedUser() {
  cacheOwner.set(testUser.id);
  window.history.replaceState(null, '', '/');
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, testUser, { updatedAt: 1 });
  queryClient.setQueryData(SAVED_GAMES, [{ id: 'their-secret-game' }], { updatedAt: 1 });
  render(<App env="test" queryClient={queryClient} />);
  return { queryClient };
}

afterEach(() => {
  setOnline(true);
  cacheOwner.set(null);
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('start-up with a saved user', () => {
  it('online, shows their saved screens at once, and after a 401 clears them and shows the landing page (decision 0055)', async () => {
    const show = vi.spyOn(notifications, 'show');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/user', async () => {
        await answered;
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const { queryClient } = startWithSavedUser();
    refreshSavedQueries(queryClient, Date.now());
    // The server has not answered: the saved screens show without waiting for it.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    answer();
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(cacheOwner.get()).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(SAVED_GAMES)).toBeUndefined();
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(show).not.toHaveBeenCalled();
  });

  it('online, shows their screens once the server confirms them', async () => {
    server.use(...signedInHandlers());
    const { queryClient } = startWithSavedUser();
    refreshSavedQueries(queryClient, Date.now());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(cacheOwner.get()).toBe(testUser.id);
    expect(forget).not.toHaveBeenCalled();
  });

  it('offline, shows their saved screens at once, without asking who is signed in and without an error toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    let asked = false;
    server.use(...signedInHandlers());
    // Handlers added later come first.
    server.use(
      http.get('/api/auth/user', () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    setOnline(false);
    const { queryClient } = startWithSavedUser();
    refreshSavedQueries(queryClient, Date.now());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(asked).toBe(false);
    expect(cacheOwner.get()).toBe(testUser.id);

    // Back online: the user is asked for again; no connection after all: still no toast, still shown.
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch user' }));
  });
});
