/**
 * Real Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core (no browser
 * downloads), with the flags measured in STACK-NOTES.md, and a phone-sized context.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** An iPhone-12-class phone: 390x844 CSS pixels at 3x, touch. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PhoneContextOptions {
  baseURL?: string;
  colorScheme?: 'light' | 'dark';
  /**
   * 'block': no service worker ever controls the page, and page.route sees every request (a page
   * the worker controls is served from its precache, out of the route's reach).
   */
  serviceWorkers?: 'allow' | 'block';
}

function phoneOptions(options: PhoneContextOptions): BrowserContextOptions {
  return {
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    colorScheme: options.colorScheme ?? 'light',
    ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  };
}

/**
 * A fresh incognito-like profile (own cookies, storage, service workers) that behaves like a phone.
 * Chrome never considers a page installable in such a context ('in-incognito'): use
 * launchPersistentPhoneContext for installability checks.
 */
export function newPhoneContext(browser: Browser, options: PhoneContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext(phoneOptions(options));
}

/**
 * A phone-like context on a real (temporary) profile directory, its own browser process. Closing the
 * context removes the profile.
 */
export async function launchPersistentPhoneContext(options: PhoneContextOptions = {}): Promise<BrowserContext> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'czc-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...phoneOptions(options),
  });
  // The browser process may still be writing to the profile when 'close' fires: retry, never fail.
  context.once('close', () => {
    rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => undefined);
  });
  return context;
}

/** Collects uncaught page errors and console errors, for assertions and failure messages. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Resolves once a service worker controls the page (navigator.serviceWorker.ready + controller). */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: timeoutMs,
  });
}
