/**
 * Decision 0001's browser journey: the production build served by the real server (child process, fresh
 * PGlite), driven in real Chromium at 390x844. Sign-up journey, installability (CDP), the service
 * worker serving the shell offline, the share-target action, and a cross-check of the size budget
 * against what the landing page really requests.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSizeBudget } from '../../scripts/check-size-budget';
import { startApp, type AppProcess } from '../../tools/app-process';
import {
  collectPageErrors,
  launchBrowser,
  launchPersistentPhoneContext,
  newPhoneContext,
  waitForServiceWorkerControl,
} from '../../tools/browser';
import { screenshot, SCREENSHOTS } from '../support/journey';

const VISIBLE = 20_000;

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function visible(locator: Locator, timeout = VISIBLE): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

function getStarted(page: Page): Locator {
  return page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' }));
}

/** The landing page: headline with the product name and the 'Get Started' call to action. */
async function expectLanding(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { name: /Comfort Zone Challenge/i }));
  await visible(getStarted(page));
}

async function withPage<T>(
  options: { colorScheme?: 'light' | 'dark'; persistentProfile?: boolean },
  run: (page: Page, context: BrowserContext, errors: string[]) => Promise<T>,
): Promise<T> {
  const contextOptions = { baseURL: app.baseUrl, ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}) };
  const context = options.persistentProfile
    ? await launchPersistentPhoneContext(contextOptions)
    : await newPhoneContext(browser, contextOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectPageErrors(page);
    return await run(page, context, errors);
  } finally {
    await context.close();
  }
}

const uncaught = (errors: string[]): string[] => errors.filter((e) => e.startsWith('pageerror'));

describe('foundation: landing, sign-up, chrome, logout (390x844)', () => {
  it('a visitor creates an account, sees the signed-in chrome and logs out again', async () => {
    await withPage({}, async (page, _context, errors) => {
      await page.goto('/');
      await expectLanding(page);
      await screenshot(page, 'landing-light.png', { fullPage: true });

      await (await visible(getStarted(page))).click();
      await page.waitForURL((url) => url.pathname === '/signin', { timeout: VISIBLE });

      await (await visible(page.getByRole('tab', { name: 'Create account' }))).click();
      const username = `e2e_${Date.now().toString(36)}`;
      // Labels of required fields end with Mantine's ' *'.
      const form = page.getByRole('tabpanel', { name: 'Create account' });
      await (await visible(form.getByLabel(/^Username\b/))).fill(username);
      await form.getByLabel(/^Password\b/).fill('correct horse battery');
      await form.getByLabel(/^First name\b/).fill('Erin');
      await screenshot(page, 'signup.png');
      await form.getByRole('button', { name: 'Create account' }).click();

      // Home with the shared chrome.
      await page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE });
      const header = page.getByRole('banner');
      await visible(header.getByRole('link', { name: 'Messages' }));
      await visible(header.getByRole('link', { name: 'Profile' }));
      const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Invites' }) });
      for (const name of ['Home', 'Discover', 'Leaderboard', 'Profile', 'Invites']) {
        await visible(nav.getByRole('link', { name, exact: true }));
      }
      await visible(page.getByText('Your Stats'));
      await screenshot(page, 'home-light.png', { fullPage: true });

      // Profile → Logout → landing.
      await nav.getByRole('link', { name: 'Profile', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile', { timeout: VISIBLE });
      const logout = page.getByRole('button', { name: 'Logout' }).or(page.getByRole('link', { name: 'Logout' }));
      await (await visible(logout)).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE });
      await expectLanding(page);
      const user = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
      expect(user).toBe(401);

      expect(uncaught(errors)).toEqual([]);
    });
  });

  it('renders the landing page in dark mode', async () => {
    await withPage({ colorScheme: 'dark' }, async (page, _context, errors) => {
      await page.goto('/');
      await expectLanding(page);
      await screenshot(page, 'landing-dark.png', { fullPage: true });
      expect(uncaught(errors)).toEqual([]);
    });
  });
});

describe('foundation: installable PWA shell', () => {
  it('is installable: the service worker controls the page and Chrome reports no installability errors', async () => {
    // A real profile: Chrome never offers installation in an incognito-like context.
    await withPage({ persistentProfile: true }, async (page, context) => {
      await page.goto('/');
      await expectLanding(page);
      await waitForServiceWorkerControl(page);

      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${app.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const manifestResponse = await page.request.get('/manifest.webmanifest');
      expect(manifestResponse.status()).toBe(200);
      expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    });
  });

  it('serves the shell offline (reload and deep links), but never for /api/', async () => {
    await withPage({}, async (page, context) => {
      // Open the page first, then go offline (STACK-NOTES: offline also cuts the worker's fetches).
      await page.goto('/');
      await expectLanding(page);
      await waitForServiceWorkerControl(page);

      await context.setOffline(true);
      await page.reload();
      await expectLanding(page);
      await screenshot(page, 'offline-reload.png');

      await page.goto('/games/some-game-that-was-never-opened');
      await expectLanding(page);

      await expect(page.goto('/api/auth/user')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      await context.setOffline(false);
    });
  });

  it('answers the share-target POST with a redirect to the app instead of a 404', async () => {
    await withPage({}, async (page) => {
      await page.goto('/');
      await expectLanding(page);
      await waitForServiceWorkerControl(page);

      await page.evaluate(() => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'multipart/form-data';
        form.action = '/share-target';
        const fields: Array<[string, string]> = [
          ['title', 'A title'],
          ['text', 'I did it'],
          ['url', 'https://example.com/'],
        ];
        for (const [name, value] of fields) {
          const input = document.createElement('input');
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      });
      await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: VISIBLE });
      await expectLanding(page);
    });
  });
});

describe('foundation: landing page weight', () => {
  it('loads only scripts and styles that the size budget counts, served precompressed', async () => {
    const report = checkSizeBudget();
    const counted = new Set(report.files.map((f) => `/${f.file}`));
    await withPage({}, async (page) => {
      const requested = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.serviceWorker() === null && /\.(m?js|css)$/.test(pathname)) requested.add(pathname);
      });
      await page.goto('/');
      await expectLanding(page);
      await waitForServiceWorkerControl(page);
      await page.waitForLoadState('networkidle');
      expect([...requested].filter((path) => !counted.has(path) && path !== '/sw.js')).toEqual([]);

      // The build's precompressed copies are what goes over the wire.
      const entry = report.files.find((f) => f.reason === 'entry' && f.kind === 'js');
      const response = await page.request.get(`/${entry?.file}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe('br');
      expect(response.headers()['content-type']).toMatch(/javascript/);
    });
  });
});
