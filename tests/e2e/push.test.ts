/**
 * Decision 0028's push journey on the production build: the service worker's push handler, fed a push
 * through the DevTools protocol (`ServiceWorker.deliverPushMessage`, as a push service's message
 * would arrive), shows the notification with the payload's texts, a tap on it opens its screen,
 * and a push about the screen the person is looking at shows none (the page is told instead).
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@contract/push';
import { serviceWorkerPhone } from '../support/offline-phone';
import { journeySuite, signUpByApi, uncaught, VISIBLE } from '../support/journey';

const journey = journeySuite();

/** The id of the page's service worker registration, as DevTools knows it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
  );

describe('Web Push in the service worker', () => {
  it('shows a pushed message as a notification that opens the thread, and none for the screen being looked at', async () => {
    const phone = await serviceWorkerPhone(journey.phone);
    const { page, context } = phone;
    await context.grantPermissions(['notifications'], { origin: journey.app.baseUrl });
    await signUpByApi(page, 'Ben');
    const cdp = await context.newCDPSession(page);
    const registration = await registrationId(cdp);
    const deliver = (payload: PushPayload) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: journey.app.baseUrl, registrationId: registration, data: JSON.stringify(payload) });

    const message: PushPayload = {
      kind: 'messages',
      title: 'Message from Ann Lee',
      body: 'Tea at seven?',
      url: '/messages/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002',
      tag: 'message:g1:ann',
      badgeCount: 1,
    };
    await page.goto('/');
    await deliver(message);
    await expect
      .poll(() => shownNotifications(page), { timeout: VISIBLE })
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url, kind: 'messages' } }]);

    // A tap on it opens the thread in this window. DevTools can't click a notification: the
    // worker's own notificationclick handler is run with a NotificationEvent made in the worker
    // (the browser refuses its waitUntil, as the event is not its own; the navigation still runs).
    const [worker] = context.serviceWorkers();
    expect(worker, 'the page is controlled by the service worker').toBeDefined();
    await worker!.evaluate(async () => {
      // (This file is typed for Node: the worker's globals are described by hand.)
      const scope = globalThis as unknown as {
        registration: { getNotifications(): Promise<unknown[]> };
        NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      try {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      } catch {
        // waitUntil on an event the browser did not dispatch
      }
    });
    await page.waitForURL(`**${message.url}`, { timeout: VISIBLE });
    await expect.poll(() => shownNotifications(page), { timeout: VISIBLE }).toEqual([]);

    // Looking at Invites when an invitation comes: no notification, the page hears of it.
    await page.goto('/invites');
    await page.bringToFront();
    await page.evaluate(() => {
      const w = window as unknown as { pushSeen: unknown[] };
      w.pushSeen = [];
      navigator.serviceWorker.addEventListener('message', (event) => w.pushSeen.push(event.data));
    });
    const invitation: PushPayload = { kind: 'invitations', title: 'New game invitation', body: 'Ann Lee invited you to Tea', url: '/invites', tag: 'invitation:g2', badgeCount: 2 };
    await deliver(invitation);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pushSeen: Array<{ type: string }> }).pushSeen.map((m) => m.type)), { timeout: VISIBLE })
      .toEqual(['PUSH_SEEN']);
    expect(await shownNotifications(page)).toEqual([]);
    expect(uncaught(phone.errors)).toEqual([]);
  });
});
