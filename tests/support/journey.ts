/**
 * What every browser journey (tests/e2e) shares: one real app process and one Chromium per file,
 * phones at 390x844, waiting for what a person sees, and API calls made from a page (same origin,
 * its cookies, through its service worker) to set up what the journey is not about.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT, startApp, type AppProcess } from './app-process';
import { collectPageErrors, launchBrowser, newPhoneContext, type PhoneContextOptions } from './browser';

export const SCREENSHOTS = join(REPO_ROOT, 'test-results', 'e2e');
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

/** A toast (SPEC §8): at most one is visible at a time. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await visible(page.getByText(text, { exact: true }));
}

export const unique = (name: string): string => `${name}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
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

/** The creator ends a game now (DESIGN §6: moving endTime to now is allowed), so it is completed. */
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
