/**
 * Decision 0053: every screen passes axe-core's WCAG 2.1 A/AA rules in light AND dark mode, on
 * the demo community (full screens: names, times, medals, photos, messages). Dark mode had fallen
 * to 123 elements below 4.5:1 unnoticed, dimmed text on cards above all (#828282 on #242424).
 * One app, one browser: each screen is loaded once and checked in both schemes in place
 * (tests/support/axe.ts). A failure lists each element with its colours and ratio.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, COLOUR_RULES, SCHEMES, showScheme } from '../support/axe';
import { collectPageErrors, launchBrowser, newPhoneContext } from '../../tools/browser';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { apiCall, uncaught, VISIBLE, visible } from '../support/journey';

interface GameRow {
  id: string;
  name: string;
  status: 'active' | 'upcoming' | 'completed';
  creatorId: string;
  inviteCode: string | null;
  isPublic: boolean;
}

/** Waits until no spinner or skeleton shows: the screen has answered what it was waiting for. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root')).some(
        (el) => el.getBoundingClientRect().height > 0 && !el.closest('[aria-hidden="true"], [hidden]'),
      ),
    undefined,
    { timeout: VISIBLE },
  );
}

/** The screen on `page`, as it is now, in light then dark: no violations in either. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  const found: Record<string, string[]> = {};
  for (const scheme of SCHEMES) {
    await showScheme(page, scheme);
    // Every rule in light; in dark only the colours changed, so only the colour rules can answer differently.
    found[scheme] = await axeViolations(page, scheme === 'light' ? undefined : COLOUR_RULES);
  }
  // Back to light for the next screen's first look.
  await showScheme(page, 'light');
  // Soft: a test that looks at two states (a dialog, then the screen) reports both.
  expect.soft(found, `${screen}: axe-core WCAG 2.1 AA violations`).toEqual({ light: [], dark: [] });
}

describe('every screen passes axe-core WCAG 2.1 AA in light and dark (decision 0053)', () => {
  let app: DemoApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let page: Page;
  let visitor: Page;
  let errors: string[];
  let games: GameRow[];
  let me: { id: string };
  const game = (predicate: (g: GameRow) => boolean, what: string): GameRow => {
    const found = games.find(predicate);
    if (!found) throw new Error(`the demo person has no ${what} game: ${games.map((g) => `${g.name} ${g.status}`).join(', ')}`);
    return found;
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startDemoApp(), launchBrowser()]);
    for (let i = 0; i < 2; i++) contexts.push(await newPhoneContext(browser, { baseURL: app.baseUrl }));
    page = await contexts[0]!.newPage();
    errors = collectPageErrors(page);
    visitor = await contexts[1]!.newPage();
    await page.goto('/signin');
    me = await apiCall<{ id: string }>(page, 'POST', '/api/auth/signin', app.signIn);
    games = await apiCall<GameRow[]>(page, 'GET', '/api/games');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('the landing page (signed out)', async () => {
    await visitor.goto('/');
    await visible(visitor.getByRole('heading', { level: 1 }));
    await visible(visitor.getByRole('button', { name: 'Get Started' }));
    await expectAccessible(visitor, 'landing page');
  });

  it('the visitor join page of a finished game (signed out)', async () => {
    const finished = game((g) => g.status === 'completed' && g.isPublic && g.inviteCode !== null, 'public finished');
    await visitor.goto(`/join/${finished.inviteCode}`);
    await visible(visitor.getByRole('heading', { level: 1 }));
    await visible(visitor.getByText(finished.name).first());
    await expectAccessible(visitor, 'visitor join page');
  });

  it('the sign-in page', async () => {
    await visitor.goto('/signin');
    await visible(visitor.getByRole('tab', { name: 'Create account' }));
    await visible(visitor.getByRole('button', { name: 'Sign in' }).last());
    await expectAccessible(visitor, 'sign-in page');
  });

  it('Home, with the results dialog of a finished game open, then without', async () => {
    await page.goto('/');
    // The demo's finished games were finalised at the server's start: their results open on Home.
    await visible(page.getByRole('dialog', { name: /^(Congratulations!|Challenge Complete!)$/ }));
    await expectAccessible(page, 'results dialog');

    const notifications = await apiCall<Array<{ id: string }>>(page, 'GET', '/api/notifications/games');
    for (const n of notifications) await apiCall(page, 'PUT', `/api/notifications/${n.id}/read`);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: /^Welcome back/ }));
    await visible(page.getByRole('heading', { name: 'Recent Activity' }));
    await visible(page.getByRole('main').getByRole('article'));
    await expectAccessible(page, 'Home');
  });

  it('the Share Your Accomplishment dialog', async () => {
    await (await visible(page.getByRole('button', { name: 'Share Your Accomplishment' }))).click();
    await visible(page.getByRole('dialog', { name: 'Share Your Accomplishment' }));
    await expectAccessible(page, 'Share Your Accomplishment dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: VISIBLE });
  });

  it('an active game’s page', async () => {
    const active = game((g) => g.status === 'active', 'active');
    await page.goto(`/games/${active.id}`);
    await visible(page.getByRole('heading', { level: 1, name: active.name }));
    await visible(page.getByRole('heading', { name: 'Personal Leaderboard' }));
    await visible(page.getByRole('article', { name: /^Accomplishment by/ }));
    await expectAccessible(page, 'active game');

    // The share dialog's Username tab, with a person found (marked 'In the game' or 'Invited', or Invite).
    await page.getByRole('button', { name: 'Share game' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Share ${active.name}` }));
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await (await visible(dialog.getByRole('textbox', { name: 'Search username' }))).fill('Sam');
    await visible(dialog.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: 'Sam Okafor' }));
    await expectAccessible(page, 'share dialog, Username tab');
    await page.keyboard.press('Escape');
  });

  it('an upcoming game’s page', async () => {
    const upcoming = game((g) => g.status === 'upcoming', 'upcoming');
    await page.goto(`/games/${upcoming.id}`);
    await visible(page.getByRole('heading', { level: 1, name: upcoming.name }));
    await expectAccessible(page, 'upcoming game');
  });

  it('a finished game’s page', async () => {
    const finished = game((g) => g.status === 'completed', 'finished');
    await page.goto(`/games/${finished.id}`);
    await visible(page.getByRole('heading', { level: 1, name: finished.name }));
    await visible(page.getByRole('heading', { name: 'Winners' }));
    await visible(page.getByRole('article', { name: /^Accomplishment by/ }));
    await expectAccessible(page, 'finished game');
  });

  it('the Edit game screen', async () => {
    const mine = game((g) => g.creatorId === me.id && g.status === 'active', 'own active');
    await page.goto(`/games/${mine.id}/edit`);
    await visible(page.getByRole('region', { name: 'Game Settings' }));
    await visible(page.getByRole('region', { name: /^Participants \(\d+\)$/ }));
    await expectAccessible(page, 'Edit game');
  });

  it('Discover', async () => {
    await page.goto('/discover');
    await visible(page.getByRole('region', { name: 'Active Games' }).getByRole('article'));
    await visible(page.getByRole('region', { name: 'Coming Soon' }).getByRole('article'));
    await expectAccessible(page, 'Discover');
  });

  it('Invites', async () => {
    await page.goto('/invites');
    await visible(page.getByRole('heading', { level: 1, name: 'Invitations' }));
    await visible(page.getByRole('button', { name: /^Accept invitation to / }));
    await expectAccessible(page, 'Invites');
  });

  it('Messages, and a conversation', async () => {
    await page.goto('/messages');
    const first = await visible(page.getByRole('list', { name: 'Conversations' }).getByRole('link'));
    await expectAccessible(page, 'Messages');

    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/messages/'), { timeout: VISIBLE });
    await visible(page.getByRole('textbox', { name: /^Message to / }));
    await expectAccessible(page, 'conversation');
  });

  it('the Leaderboard, players and creators', async () => {
    await page.goto('/leaderboard');
    await visible(page.getByRole('list', { name: 'Rankings' }).getByRole('listitem'));
    await expectAccessible(page, 'Leaderboard (players)');

    await page.getByRole('tab', { name: 'Creators' }).click();
    await visible(page.getByRole('tabpanel', { name: 'Creators' }).getByRole('list', { name: 'Rankings' }).getByRole('listitem'));
    await expectAccessible(page, 'Leaderboard (creators)');
  });

  it('the Profile', async () => {
    await page.goto('/profile');
    await visible(page.getByRole('heading', { level: 1 }));
    await visible(page.getByRole('heading', { name: 'Your Stats' }));
    await visible(page.getByRole('heading', { name: 'Delete my account' }));
    await expectAccessible(page, 'Profile');
  });

  it('the 404 page', async () => {
    await page.goto('/no-such-screen');
    await visible(page.getByRole('heading', { level: 1, name: /404/ }));
    await expectAccessible(page, '404 page');
    expect(uncaught(errors)).toEqual([]);
  });
});
