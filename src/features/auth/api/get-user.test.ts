import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { server } from '@tests/support/client/msw-server';
import { getUser } from './get-user';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('getUser', () => {
  it('answers the user, or null for a 401 (signed out), without a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    server.use(http.get('/api/auth/user', () => HttpResponse.json(testUser)));
    expect(await getUser()).toEqual(testUser);
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    expect(await getUser()).toBeNull();
    expect(show).not.toHaveBeenCalled();
  });

  it("says 'Failed to fetch user' when the server fails", async () => {
    const show = vi.spyOn(notifications, 'show');
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    await expect(getUser()).rejects.toThrow('503: Database unavailable');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', message: 'Failed to fetch user' }));
  });

  it('raises no toast when there is no connection (the Offline mark says it)', async () => {
    const show = vi.spyOn(notifications, 'show');
    server.use(http.get('/api/auth/user', () => HttpResponse.error()));
    setOnline(false);
    await expect(getUser()).rejects.toThrow(TypeError);
    // The phone believes it is online (a train's Wi-Fi without internet): still no answer, no toast.
    setOnline(true);
    await expect(getUser()).rejects.toThrow(TypeError);
    expect(show).not.toHaveBeenCalled();
  });

  it('raises no toast for a fetch it cancelled itself', async () => {
    const show = vi.spyOn(notifications, 'show');
    server.use(http.get('/api/auth/user', async () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const answer = getUser({ signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toThrow();
    expect(show).not.toHaveBeenCalled();
  });
});
