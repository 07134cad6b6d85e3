/// <reference lib="webworker" />
/**
 * Web Push in the service worker (decision 0027).
 * - `push`: the payload (contract/push.ts pushPayloadSchema) becomes a notification (title, body,
 *   tag: a newer push of one thing replaces the older; data.url: the screen a tap opens), unless a
 *   focused, visible window of the app already shows that screen: then that page is told instead
 *   (PUSH_SEEN), as no push is shown for what the person is looking at. Either way the installed
 *   app's badge is set to the payload's count (cleared at 0).
 * - `notificationclick`: focuses a window of the app and navigates it to data.url, or opens one.
 */
import { pushPayloadSchema, type PushPayload } from '@contract/push';

declare const self: ServiceWorkerGlobalScope;

/** The message a page gets instead of a notification for what it shows: { type, payload }. */
export const PUSH_SEEN = 'PUSH_SEEN';
export const PUSH_ICON = '/icons/icon-192.png';

type BadgingNavigator = WorkerNavigator & {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

async function setBadge(count: number): Promise<void> {
  const nav = self.navigator as BadgingNavigator;
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await (nav.clearAppBadge?.() ?? nav.setAppBadge?.(0));
  } catch {
    // Not installed, or the platform refuses: the badge is a nicety.
  }
}

const screenOf = (url: string) => {
  const { pathname, search } = new URL(url, self.location.origin);
  return pathname + search;
};

async function windows(): Promise<WindowClient[]> {
  const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((client) => new URL(client.url).origin === self.location.origin);
}

async function showPush(payload: PushPayload): Promise<void> {
  const looking = (await windows()).find(
    (client) => client.focused && client.visibilityState === 'visible' && screenOf(client.url) === screenOf(payload.url),
  );
  if (looking) {
    looking.postMessage({ type: PUSH_SEEN, payload });
  } else {
    await self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url: payload.url, kind: payload.kind },
    });
  }
  await setBadge(payload.badgeCount);
}

export function parsePush(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const parsed = pushPayloadSchema.safeParse(data.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function openScreen(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const open = await windows();
  const client = open.find((candidate) => candidate.focused) ?? open.find((candidate) => candidate.visibilityState === 'visible') ?? open[0];
  if (client) {
    // Focus first, while the click still allows it; then the screen (a controlled page navigates).
    const focused = await client.focus().catch(() => client);
    if (screenOf(focused.url) === screenOf(target)) return;
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(target);
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = parsePush(event.data);
    // A payload this version cannot read still tells the person something arrived.
    event.waitUntil(payload ? showPush(payload) : self.registration.showNotification('Comfort Zone Challenge', { icon: PUSH_ICON, data: { url: '/' } }));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = typeof event.notification.data?.url === 'string' && event.notification.data.url.startsWith('/') ? event.notification.data.url : '/';
    event.waitUntil(openScreen(url));
  });
}
