/**
 * Decision 0053: every screen passes axe-core's WCAG 2.1 A/AA rules in light AND dark mode, on
 * the demo community (full screens: names, times, medals, photos, messages). Dark mode had fallen
 * to 123 elements below 4.5:1 unnoticed, dimmed text on cards above all (#828282 on #242424).
 * One app, one browser: each screen is loaded once and checked in both schemes in place
 * (tests/support/axe.ts). A failure lists each element with its colours and ratio.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

/** Opens `path` on `page`, waits for each of `ready` in turn, then checks it as expectAccessible does. */
async function expectScreenAccessible(page: Page, path: string, screen: string, ready: Locator[]): Promise<void> {
  await page.goto(path);
  for (const locator of ready) await visible(locator);
  await expectAccessible(page, screen);
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
    await expectScreenAccessible(visitor, '/', 'landing page', [
      visitor.getByRole('heading', { level: 1 }),
      visitor.getByRole('button', { name: 'Get Started' }),
    ]);
  });

  it('the visitor join page of a finished game (signed out)', async () => {
    const finished = game((g) => g.status === 'completed' && g.isPublic && g.inviteCode !== null, 'public finished');
    await expectScreenAccessible(visitor, `/join/${finished.inviteCode}`, 'visitor join page', [
      visitor.getByRole('heading', { level: 1 }),
      visitor.getByText(finished.name).first(),
    ]);
  });

  it('the sign-in page', async () => {
    await expectScreenAccessible(visitor, '/signin', 'sign-in page', [
      visitor.getByRole('tab', { name: 'Create account' }),
      visitor.getByRole('button', { name: 'Sign in' }).last(),
    ]);
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

  it('a keyboard reaches every card of Recent Activity, those after the first screen too', async () => {
    // Three cards render at once, the rest when scrolled near or when Tab is pressed in the list
    // (src/lib/use-rest-when-near.ts); a tap that focuses a card must not render them (decision 0055).
    const list = page.locator('section[aria-labelledby="recent-activity-title"] ul').first();
    const cards = list.locator(':scope > li:not([aria-hidden])');
    await (await visible(cards.first().locator('a, button').first())).focus();
    const reached = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const index = await list.evaluate((ul) => Array.from(ul.children).findIndex((li) => li.contains(document.activeElement)));
      if (index < 0) break;
      reached.add(index);
      await page.keyboard.press('Tab');
    }
    const all = await cards.count();
    expect(all, 'more cards than the first screen').toBeGreaterThan(3);
    expect(reached.size, 'cards the keyboard reached').toBe(all);
  });

  it('an active game’s page', async () => {
    const active = game((g) => g.status === 'active', 'active');
    await expectScreenAccessible(page, `/games/${active.id}`, 'active game', [
      page.getByRole('heading', { level: 1, name: active.name }),
      page.getByRole('heading', { name: 'Personal Leaderboard' }),
      page.getByRole('article', { name: /^Accomplishment by/ }),
    ]);

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
    await expectScreenAccessible(page, `/games/${upcoming.id}`, 'upcoming game', [
      page.getByRole('heading', { level: 1, name: upcoming.name }),
    ]);
  });

  it('a finished game’s page', async () => {
    const finished = game((g) => g.status === 'completed', 'finished');
    await expectScreenAccessible(page, `/games/${finished.id}`, 'finished game', [
      page.getByRole('heading', { level: 1, name: finished.name }),
      page.getByRole('heading', { name: 'Winners' }),
      page.getByRole('article', { name: /^Accomplishment by/ }),
    ]);
  });

  it('the Edit game screen', async () => {
    const mine = game((g) => g.creatorId === me.id && g.status === 'active', 'own active');
    await expectScreenAccessible(page, `/games/${mine.id}/edit`, 'Edit game', [
      page.getByRole('region', { name: 'Game Settings' }),
      page.getByRole('region', { name: /^Participants \(\d+\)$/ }),
    ]);
  });

  it('Discover', async () => {
    await expectScreenAccessible(page, '/discover', 'Discover', [
      page.getByRole('region', { name: 'Active Games' }).getByRole('article'),
      page.getByRole('region', { name: 'Coming Soon' }).getByRole('article'),
    ]);
  });

  it('Invites', async () => {
    await expectScreenAccessible(page, '/invites', 'Invites', [
      page.getByRole('heading', { level: 1, name: 'Invitations' }),
      page.getByRole('button', { name: /^Accept invitation to / }),
    ]);
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
    await expectScreenAccessible(page, '/leaderboard', 'Leaderboard (players)', [
      page.getByRole('list', { name: 'Rankings' }).getByRole('listitem'),
    ]);

    await page.getByRole('tab', { name: 'Creators' }).click();
    await visible(page.getByRole('tabpanel', { name: 'Creators' }).getByRole('list', { name: 'Rankings' }).getByRole('listitem'));
    await expectAccessible(page, 'Leaderboard (creators)');
  });

  it('the Profile', async () => {
    await expectScreenAccessible(page, '/profile', 'Profile', [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('heading', { name: 'Your Stats' }),
      page.getByRole('heading', { name: 'Delete my account' }),
    ]);
  });

  it('the 404 page', async () => {
    await expectScreenAccessible(page, '/no-such-screen', '404 page', [page.getByRole('heading', { level: 1, name: /404/ })]);
    expect(uncaught(errors)).toEqual([]);
  });
});
