import type { PushPreferences } from '@contract/push';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { NotificationSettings } from './notification-settings';

// A real P-256 public key's length (65 bytes, base64url), as GET /api/push answers.
const publicKey = `B${'A'.repeat(86)}`;
const allOn: PushPreferences = { gameResults: true, invitations: true, joinRequests: true, messages: true, reminders: true };
const endpoint = 'https://push.example.test/device-1';
const subscriptionJson = { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };

/** A browser with push: a worker registration whose PushManager holds at most one subscription. */
function fakeBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let subscription: object | null = null;
  const makeSubscription = () => ({
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (subscription = makeSubscription())),
  };
  const NotificationStub = { permission, requestPermission: vi.fn(async () => ((NotificationStub.permission = answer), answer)) };
  vi.stubGlobal('Notification', NotificationStub);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  return { pushManager, NotificationStub };
}

function settingsHandler(preferences = allOn) {
  return http.get('/api/push', () => HttpResponse.json({ publicKey, preferences }));
}

const section = () => screen.getByRole('region', { name: 'Notifications' });
const deviceSwitch = () => screen.findByRole('switch', { name: /Push notifications on this device/ });

describe('Profile → Notifications', () => {
  const userAgent = navigator.userAgent;
  beforeEach(() => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  });

  it('says it is loading, then offers Try again when the settings cannot be read', async () => {
    fakeBrowser();
    let fail = true;
    server.use(
      http.get('/api/push', async () => {
        await delay(50);
        return fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json({ publicKey, preferences: allOn });
      }),
    );
    const { user } = renderWithProviders(<NotificationSettings />);
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading notification settings...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load notification settings');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await deviceSwitch()).not.toBeChecked();
  });

  it('turns push on only when asked: permission, subscribe with the server key, PUT the subscription', async () => {
    const { pushManager, NotificationStub } = fakeBrowser();
    let saved: unknown;
    server.use(
      settingsHandler(),
      http.put('/api/push/subscription', async ({ request }) => {
        saved = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<NotificationSettings />);
    const toggle = await deviceSwitch();
    expect(NotificationStub.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(NotificationStub.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(pushManager.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array).toHaveLength(65);
    expect(saved).toEqual(subscriptionJson);
  });

  it('turns push off: unsubscribes and DELETEs the endpoint', async () => {
    const { pushManager } = fakeBrowser({ permission: 'granted', subscribed: true });
    let deleted: unknown;
    server.use(
      settingsHandler(),
      // The subscription found is sent again (it may have been moved to someone else).
      http.put('/api/push/subscription', () => new HttpResponse(null, { status: 204 })),
      http.delete('/api/push/subscription', async ({ request }) => {
        deleted = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<NotificationSettings />);
    const toggle = await deviceSwitch();
    await vi.waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await vi.waitFor(() => expect(deleted).toEqual({ endpoint }));
    expect(toggle).not.toBeChecked();
    expect(await pushManager.getSubscription()).toBeNull();
  });

  it('explains a dismissed permission question and leaves the switch off', async () => {
    fakeBrowser({ answer: 'default' });
    server.use(settingsHandler());
    const { user } = renderWithProviders(<NotificationSettings />);
    await user.click(await deviceSwitch());
    expect(await screen.findByText(/Notifications were not allowed/)).toBeInTheDocument();
    expect(await deviceSwitch()).not.toBeChecked();
  });

  it('says how to unblock when the browser denies notifications', async () => {
    fakeBrowser({ permission: 'denied' });
    server.use(settingsHandler());
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
    expect(screen.getByText(/Allow notifications for this site/)).toBeInTheDocument();
    expect(await deviceSwitch()).toBeDisabled();
  });

  it('on iPhone Safari (not from the Home Screen) explains that push needs the app on the Home Screen', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    server.use(settingsHandler());
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByText('Add this app to your Home Screen to get notifications')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /on this device/ })).not.toBeInTheDocument();
    // The choices still hold for the person's other devices.
    expect(screen.getByRole('switch', { name: 'Messages' })).toBeChecked();
  });

  it('says when the browser has no push at all', async () => {
    server.use(settingsHandler());
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByText(/This browser can't show push notifications/)).toBeInTheDocument();
  });

  it('saves the per-kind choices with PUT /api/push/preferences, and puts a switch back when refused', async () => {
    fakeBrowser();
    const bodies: unknown[] = [];
    let refuse = false;
    server.use(
      settingsHandler(),
      http.put('/api/push/preferences', async ({ request }) => {
        const body = (await request.json()) as PushPreferences;
        bodies.push(body);
        return refuse ? HttpResponse.json({ message: 'No' }, { status: 500 }) : HttpResponse.json(body);
      }),
    );
    const { user } = renderWithProviders(<NotificationSettings />);
    const group = await screen.findByRole('group', { name: 'Notify me about' });
    expect(within(group).getAllByRole('switch')).toHaveLength(5);

    await user.click(within(group).getByRole('switch', { name: 'Join requests' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ ...allOn, joinRequests: false }]));
    expect(within(group).getByRole('switch', { name: 'Join requests' })).not.toBeChecked();

    refuse = true;
    await user.click(within(group).getByRole('switch', { name: 'Game results' }));
    expect(await screen.findByText('Could not save your notification choices')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(group).getByRole('switch', { name: 'Game results' })).toBeChecked());
  });
});
