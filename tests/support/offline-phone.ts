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

/**
 * One read of an IndexedDB store in the page: the record at `key`, or without a key how many
 * records it holds; undefined while the app has not made the store yet.
 */
export function readStore(page: Page, database: string, store: string, key?: string): Promise<unknown> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(undefined);
            return;
          }
          const records = db.transaction(store).objectStore(store);
          const read = key === undefined ? records.count() : records.get(key);
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { database, store, key },
  );
}

/** The person's saved query cache (IndexedDB 'challenge-query-cache', key 'queries:{id}'), as text. */
export async function savedQueries(page: Page, userId: string): Promise<string> {
  const saved = await readStore(page, 'challenge-query-cache', 'queries', `queries:${userId}`);
  return typeof saved === 'string' ? saved : '';
}

/** Waits until the saved cache holds every text (saving is throttled to once a second). */
export async function waitUntilSaved(page: Page, userId: string, texts: string[]): Promise<void> {
  await eventually(async () => {
    const saved = await savedQueries(page, userId);
    return texts.filter((text) => !saved.includes(text));
  }, []);
}
