/**
 * What every browser journey (tests/e2e) shares: one real app process and one Chromium per file,
 * phones at 390x844, waiting for what a person sees, and API calls made from a page (same origin,
 * its cookies, through its service worker) to set up what the journey is not about.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { errors as playwrightErrors, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { SESSION_COOKIE } from '../../server/plugins/session';
import { REPO_ROOT, startApp, type AppProcess } from '../../tools/app-process';
import { collectPageErrors, launchBrowser, newPhoneContext, type PhoneContextOptions } from '../../tools/browser';

export const SCREENSHOTS = join(REPO_ROOT, 'test-results', 'e2e');

/**
 * Saves what the page shows now as SCREENSHOTS/`file`, for people to look at. Playwright first waits
 * for the page's fonts and a frame; twice in whole runs under load that wait ran out at 30 s on a
 * page that had just shown what the journey checked (account.test.ts, the signed-out tablet), and
 * passed when the file ran alone. So one more try, with the page brought to the front.
 */
export async function screenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const take = (timeout: number) => page.screenshot({ ...options, path: join(SCREENSHOTS, file), timeout });
  try {
    await take(15_000);
  } catch (error) {
    if (!(error instanceof playwrightErrors.TimeoutError)) throw error;
    await page.bringToFront();
    await take(30_000);
  }
}
export const VISIBLE = 20_000;
export const PASSWORD = 'correct horse battery';

export interface Journey {
  app: AppProcess;
  browser: Browser;
}

export interface Phone {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors, in order. */
  errors: string[];
}

/** Starts the app and Chromium before the file's tests and stops both (and every phone) after. */
export function journeySuite(): Journey & { phone(options?: PhoneContextOptions): Promise<Phone> } {
  const contexts: BrowserContext[] = [];
  const suite = {
    app: undefined as unknown as AppProcess,
    browser: undefined as unknown as Browser,
    /** A new phone (own cookies, storage and service worker) on the app, with a blank page. */
    async phone(options: PhoneContextOptions = {}): Promise<Phone> {
      const context = await newPhoneContext(suite.browser, { baseURL: suite.app.baseUrl, ...options });
      contexts.push(context);
      const page = await context.newPage();
      return { page, context, errors: collectPageErrors(page) };
    },
  };
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [suite.app, suite.browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}

export async function visible(locator: Locator, timeout = VISIBLE): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** A toast (docs/product.md §8): at most one is visible at a time. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await visible(page.getByText(text, { exact: true }));
}

/**
 * Starts watching the page for each of `texts` as an element's whole text, and returns a wait for
 * all of them to have appeared, even briefly. For a toast that a redirect takes away after 500 ms
 * (docs/product.md §8): `waitFor` polls every 500 ms once it has waited a while, so on a loaded
 * machine it can look before the toast shows and again after the page has gone (CI failed so).
 * Call it before the action that shows the texts.
 */
export async function watchForTexts(page: Page, texts: string[], timeout = VISIBLE): Promise<() => Promise<void>> {
  const missing = new Set(texts);
  let allSeen!: () => void;
  const seen = new Promise<void>((resolve) => (allSeen = resolve));
  const binding = `__seenText${Math.random().toString(36).slice(2)}`;
  await page.exposeFunction(binding, (text: string) => {
    missing.delete(text);
    if (missing.size === 0) allSeen();
  });
  await page.evaluate(
    ({ binding, texts }) => {
      const report = Reflect.get(window, binding) as (text: string) => void;
      const look = () => {
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const text = element.childElementCount === 0 ? element.textContent?.trim() : undefined;
          if (text && texts.includes(text)) report(text);
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
      look();
    },
    { binding, texts },
  );
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Never shown within ${timeout} ms: ${[...missing].join(', ')}`)), timeout);
    });
    try {
      await Promise.race([seen, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

export const unique = (name: string): string => `${name}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The header's unread count as a screen reader hears it ('1 unread'), or null without a badge. Read
 * in one step: a count() then a textContent() waited up to 30 s for a badge that had gone in between,
 * and a poll for its going ran out (messages.test.ts failed so in whole runs).
 */
export const unreadBadge = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.getElementById('unread-count')?.textContent ?? null);

export const uncaught = (errors: string[]): string[] => errors.filter((e) => e.startsWith('pageerror'));

/** The 'Create account' tab of /signin (the page must already show it). */
export async function createAccount(page: Page, username: string, firstName: string): Promise<void> {
  await (await visible(page.getByRole('tab', { name: 'Create account' }))).click();
  const form = page.getByRole('tabpanel', { name: 'Create account' });
  await (await visible(form.getByLabel(/^Username\b/))).fill(username);
  await form.getByLabel(/^Password\b/).fill(PASSWORD);
  await form.getByLabel(/^First name\b/).fill(firstName);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** An API call from the page (same origin, its cookies), through the service worker like the app's own. */
export function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, url, body },
  );
}

export interface Person {
  id: string;
  username: string;
}

/** Signs the page's phone up as a new person (and in). */
export async function signUpByApi(page: Page, firstName: string): Promise<Person> {
  const username = unique(firstName.toLowerCase());
  const user = await apiCall<{ id: string }>(page, 'POST', '/api/auth/signup', { username, password: PASSWORD, firstName });
  return { id: user.id, username };
}

/**
 * Opens the app's sign-in page on the phone (API calls need its origin) and signs a new person up there.
 * On a phone someone is signed in on already, that person logs out first, as on a shared phone: the
 * signup ends their session, and the app still running as them would meet a 401 and go to the
 * sign-in page (src/lib/unauthorized.ts) in the middle of the journey's next steps.
 */
export async function signUpOnPhone(page: Page, firstName: string): Promise<Person> {
  const cookies = await page.context().cookies();
  if (cookies.some((cookie) => cookie.name === SESSION_COOKIE)) await page.goto('/api/logout');
  await page.goto('/signin');
  return signUpByApi(page, firstName);
}

export interface CreatedGame {
  id: string;
  name: string;
  inviteCode: string | null;
}

/** A private game that started a moment ago and lasts `days`. */
export function createGameByApi(page: Page, name: string, days = 7): Promise<CreatedGame> {
  const start = new Date(Date.now() - 60_000);
  return apiCall<CreatedGame>(page, 'POST', '/api/games', {
    name,
    description: `${name}: one brave thing a day`,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + days * 86_400_000).toISOString(),
    isPublic: false,
  });
}

/** The phone signs up as `firstName` (signUpOnPhone) and creates `gameName` (createGameByApi). */
export async function signUpWithGame(page: Page, firstName: string, gameName: string): Promise<{ person: Person; game: CreatedGame }> {
  const person = await signUpOnPhone(page, firstName);
  return { person, game: await createGameByApi(page, gameName) };
}

/** The page's person joins `game` by its invite code. */
export async function joinGameByApi(page: Page, game: Pick<CreatedGame, 'inviteCode'>): Promise<void> {
  await apiCall(page, 'POST', `/api/games/join/${game.inviteCode}`);
}

/** The phone signs up as `firstName` (signUpOnPhone) and joins `game` by its code. */
export async function signUpAndJoin(page: Page, firstName: string, game: Pick<CreatedGame, 'inviteCode'>): Promise<Person> {
  const person = await signUpOnPhone(page, firstName);
  await joinGameByApi(page, game);
  return person;
}

/**
 * The creator ends a game now (docs/architecture.md §6: moving endTime to now is allowed), so it is completed.
 * Reading the notifications finalises it; the creator's own is marked read, so the celebration
 * dialog (tests/e2e/game-end.test.ts) does not cover the screens of a journey about something else.
 */
export async function endGameByApi(page: Page, gameId: string): Promise<void> {
  const current = await apiCall<{ name: string; description: string | null; startTime: string; isPublic: boolean; requiresApproval: boolean }>(
    page,
    'GET',
    `/api/games/${gameId}`,
  );
  await apiCall(page, 'PUT', `/api/games/${gameId}`, {
    name: current.name,
    description: current.description,
    startTime: current.startTime,
    endTime: new Date().toISOString(),
    isPublic: current.isPublic,
    requiresApproval: current.requiresApproval,
  });
  const notifications = await apiCall<Array<{ id: string; gameId: string }>>(page, 'GET', '/api/notifications/games');
  for (const n of notifications.filter((n) => n.gameId === gameId)) await apiCall(page, 'PUT', `/api/notifications/${n.id}/read`);
}

/** Opens the game's page, then its participants dialog from the 'N participants' button; the dialog. */
export async function openParticipants(page: Page, gameId: string, count: number): Promise<Locator> {
  await page.goto(`/games/${gameId}`);
  await (await visible(page.getByRole('button', { name: `${count} participants` }))).click();
  return visible(page.getByRole('dialog', { name: `Participants (${count})` }));
}

/** A small PNG drawn in the page, as a data URL. */
export function pngDataUrl(page: Page, color: string, width = 64, height = 48): Promise<string> {
  return page.evaluate(
    ({ color, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = color;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { color, width, height },
  );
}

/** Polls until `read` answers `expected` (deep equality), for state the app reaches on its own. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = VISIBLE): Promise<void> {
  await expect.poll(read, { timeout }).toEqual(expected);
}

/**
 * The picker's texts for 'now' in the page's time zone: the calendar day's name, the keys that
 * type the time into the time box, and the field's value. Field and box write the time on the
 * page locale's clock (src/features/games/components/game-form/time-format.ts): 12 hours with an
 * AM/PM field ('a' or 'p' sets it), or 24.
 */
function pickerNow(page: Page): Promise<{ dayLabel: string; timeKeys: string[]; shown: string }> {
  return page.evaluate(() => {
    const long = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const h = now.getHours();
    const m = now.getMinutes();
    const { hourCycle } = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions();
    const twelve = hourCycle === 'h11' || hourCycle === 'h12';
    const day = `${long[now.getMonth()]!.slice(0, 3)} ${now.getDate()}, ${now.getFullYear()}`;
    return {
      // Mantine's day buttons are named 'D MMMM YYYY'.
      dayLabel: `${now.getDate()} ${long[now.getMonth()]} ${now.getFullYear()}`,
      timeKeys: twelve ? [pad(h % 12 || 12), pad(m), h < 12 ? 'a' : 'p'] : [pad(h), pad(m)],
      // The form's value format: 'MMM D, YYYY h:mm A' or 'MMM D, YYYY HH:mm'.
      shown: twelve ? `${day} ${h % 12 || 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}` : `${day} ${pad(h)}:${pad(m)}`,
    };
  });
}

/**
 * The creator (or an admin), on the game page, ends the game on its edit screen: End Date set to
 * now with the date picker, 'Update Game', back on the game page, which says 'Completed'.
 */
export async function endGameOnEditScreen(page: Page, gameId: string): Promise<void> {
  await (await visible(page.getByRole('main').getByRole('link', { name: 'Edit' }))).click();
  await page.waitForURL((url) => url.pathname === `/games/${gameId}/edit`, { timeout: VISIBLE });
  const settings = await visible(page.getByRole('region', { name: 'Game Settings' }));
  const endDate = await visible(settings.getByRole('button', { name: /^End Date/ }));
  const now = await pickerNow(page);
  await endDate.click();
  // The calendar opens on the current End Date's month: when that is a later month, today is
  // one 'Previous month' back (a week-long game, in a month's last week).
  const today = page.getByRole('button', { name: now.dayLabel, exact: true });
  const previousMonth = await visible(page.getByRole('button', { name: 'Previous month' }));
  if ((await today.count()) === 0) await previousMonth.click();
  await (await visible(today)).click();
  // Choosing the day moves focus to the time's hours; each full field moves on to the next (hours,
  // minutes, AM/PM), and Enter closes the picker.
  for (const keys of now.timeKeys) await page.keyboard.type(keys);
  await page.keyboard.press('Enter');
  await expect.poll(async () => ((await endDate.textContent()) ?? '').trim(), { timeout: VISIBLE }).toBe(now.shown);
  await settings.getByRole('button', { name: 'Update Game' }).click();
  await expectToast(page, 'Game updated successfully!');
  await page.waitForURL((url) => url.pathname === `/games/${gameId}`, { timeout: VISIBLE });
  await visible(page.getByRole('main').getByText('Completed', { exact: true }));
}
