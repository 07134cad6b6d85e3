/**
 * Journeys of an installed phone with a bad connection (tests/e2e/offline and outbox): a phone
 * whose service worker is in control, no signal that survives reloads, and what it saved.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { PhoneContextOptions } from '../../tools/browser';
import { waitForServiceWorkerControl } from '../../tools/browser';
import { eventually, visible, type Phone } from './journey';

/** A phone on the app's landing page with the service worker in control. */
export async function serviceWorkerPhone(newPhone: (options?: PhoneContextOptions) => Promise<Phone>, options: PhoneContextOptions = {}): Promise<Phone> {
  const device = await newPhone(options);
  await device.page.goto('/');
  await visible(device.page.getByRole('button', { name: 'Get Started' }).or(device.page.getByRole('link', { name: 'Get Started' })));
  await waitForServiceWorkerControl(device.page);
  return device;
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * Tells the page's current document once more that there is no connection. context.setOffline
 * keeps every request failing, but Chromium drops its navigator.onLine override on each new
 * document (a reload, a navigation; seen with Chromium 150 and playwright-core 1.65), so a page
 * loaded offline would believe it is online, which a phone without signal never does. The CDP
 * session stays attached (detaching ends the override) until backOnline.
 */
export async function stillOffline(page: Page): Promise<void> {
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The connection is back: requests go through first, then the page hears 'online'. */
export async function backOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await cdpSessions.get(page)?.detach();
  cdpSessions.delete(page);
}

/** The person's saved query cache (IndexedDB 'challenge-query-cache', key 'queries:{id}'), as text. */
export function savedQueries(page: Page, userId: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('challenge-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) {
            db.close();
            resolve('');
            return;
          }
          const read = db.transaction('queries').objectStore('queries').get(key);
          read.onsuccess = () => {
            db.close();
            resolve(typeof read.result === 'string' ? read.result : '');
          };
          read.onerror = () => reject(read.error);
        };
      }),
    `queries:${userId}`,
  );
}

/** Waits until the saved cache holds every text (saving is throttled to once a second). */
export async function waitUntilSaved(page: Page, userId: string, texts: string[]): Promise<void> {
  await eventually(async () => {
    const saved = await savedQueries(page, userId);
    return texts.filter((text) => !saved.includes(text));
  }, []);
}
