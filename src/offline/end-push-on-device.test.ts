import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { endPushOnThisDevice } from './end-push-on-device';

const ENDPOINT = 'https://push.example/device-1';

function deviceWith(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const getRegistration = vi.fn(async () => ({ pushManager: { getSubscription: async () => subscription } }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** Logout on a shared phone (docs/architecture.md §5, decision 0027): the next person here gets nobody's pushes. */
describe('endPushOnThisDevice', () => {
  it("tells the server to forget this device's subscription, then drops it in the browser", async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete('/api/push/subscription', async ({ request }) => {
        deleted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const unsubscribe = vi.fn(async () => true);
    deviceWith({ endpoint: ENDPOINT, unsubscribe });
    await endPushOnThisDevice();
    expect(deleted).toEqual([{ endpoint: ENDPOINT }]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('drops the browser subscription even when the server could not be told, and never throws', async () => {
    server.use(http.delete('/api/push/subscription', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })));
    const unsubscribe = vi.fn(async () => true);
    deviceWith({ endpoint: ENDPOINT, unsubscribe });
    await expect(endPushOnThisDevice()).resolves.toBeUndefined();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('asks nothing of the server when the device has no subscription', async () => {
    const asked = vi.fn();
    server.use(http.delete('/api/push/subscription', () => (asked(), new HttpResponse(null, { status: 204 }))));
    deviceWith(null);
    await endPushOnThisDevice();
    expect(asked).not.toHaveBeenCalled();
  });
});
