/**
 * Decision 0039 in real Chromium at 390x844, on the production build, with no service
 * worker (`serviceWorkers: 'block'`): the page of a first visit before the worker controls it,
 * where the app's code comes from the network alone (decision 0039).
 * (6) With the app's code failing after Home loaded, no screen or dialog leaves a blank page:
 *     each says so, with Try again, which shows it once the code arrives again. A reload with the
 *     entry script unreachable says 'The app could not load' with a Reload button. An old tab
 *     after a deploy reloads once to the new version, and never twice.
 * (7) A game page opened by someone who may not read it (not a participant, a missing game, a
 *     malformed id) asks for no posts.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeySuite, type Phone, screenshot, signUpOnPhone, signUpWithGame, uncaught, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();
/** Every JavaScript file of the build: the entry, its chunks, every screen's and dialog's. */
const APP_CODE = '**/assets/*.js';

const phone = (colorScheme: 'light' | 'dark' = 'light') => journey.phone({ colorScheme, serviceWorkers: 'block' });

async function cutAppCode(page: Page, pattern = APP_CODE): Promise<void> {
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
}

/** Signed up, with a game of their own, on Home with everything Home needs loaded. */
async function onHome({ page }: Phone, gameName: string): Promise<{ id: string; name: string }> {
  const { game } = await signUpWithGame(page, 'Rae', gameName);
  await page.goto('/');
  await visible(page.getByRole('heading', { level: 1, name: /^Welcome/ }));
  await visible(page.getByRole('article', { name: game.name }));
  return game;
}

/** Never a blank page: the app's chrome and something to read are there. */
async function notBlank(page: Page): Promise<void> {
  expect(((await page.locator('#root').innerText()) ?? '').trim()).not.toBe('');
}

/** The screen's error fallback, in <main> under the header and navigation. */
async function screenFailure(page: Page): Promise<Locator> {
  const alert = await visible(page.getByRole('main').getByRole('alert'));
  await visible(alert.getByRole('heading', { level: 1, name: 'Something went wrong' }));
  expect(await alert.innerText()).toContain('This screen could not load. Check your connection and try again.');
  await visible(alert.getByRole('button', { name: 'Try again' }));
  await visible(alert.getByRole('button', { name: 'Go home' }));
  await visible(page.getByRole('navigation', { name: 'Main' }));
  await notBlank(page);
  return alert;
}

/** In place of a dialog whose code did not arrive: over the screen, focus on Try again. */
async function dialogFailure(page: Page): Promise<Locator> {
  const alert = await visible(page.getByRole('alert').filter({ hasText: 'This window could not load' }));
  await visible(alert.getByRole('heading', { level: 2, name: 'Something went wrong' }));
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: VISIBLE }).toBe('Try again');
  await visible(alert.getByRole('button', { name: 'Close' }));
  return alert;
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

describe('the app whose code cannot load (decision 0039)', () => {
  it('every screen and dialog says so with Try again, which shows it once the code arrives', async () => {
    const rae = await phone();
    const { page } = rae;
    const game = await onHome(rae, 'Cold Showers');
    await cutAppCode(page);

    for (const [link, path] of [['Discover', '/discover'], ['Leaderboard', '/leaderboard'], ['Profile', '/profile'], ['Invites', '/invites']]) {
      await nav(page, link!);
      await page.waitForURL((url) => url.pathname === path, { timeout: VISIBLE });
      await screenFailure(page);
      if (path === '/discover') await screenshot(page, 'resilience-screen-light.png');
    }
    // Keyboard: Go home is a button in the tab order, and it goes home (Home's code is loaded).
    await (await screenFailure(page)).getByRole('button', { name: 'Go home' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE });
    await visible(page.getByRole('heading', { level: 1, name: /^Welcome/ }));

    // A dialog: a game card's Share game. (Share Your Accomplishment's code may be there already:
    // the app loads it ahead once idle, src/app/idle-preloads.ts.)
    await page.getByRole('article', { name: game.name }).getByRole('button', { name: 'Share game' }).click();
    await dialogFailure(page);
    await screenshot(page, 'resilience-dialog-light.png');
    await page.keyboard.press('Escape');
    await page.getByRole('alert').waitFor({ state: 'detached', timeout: VISIBLE });
    await page.getByRole('article', { name: game.name }).getByRole('button', { name: 'Share game' }).click();
    await (await dialogFailure(page)).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alert').waitFor({ state: 'detached', timeout: VISIBLE });

    // A game's edit screen: it fails as well; then the network is back, and Try again shows it.
    // (Not the game page: its code is loaded ahead once the app is idle, src/app/idle-preloads.ts.)
    await page.getByRole('article', { name: game.name }).getByRole('link', { name: 'Edit game' }).click();
    await page.waitForURL((url) => url.pathname === `/games/${game.id}/edit`, { timeout: VISIBLE });
    const failure = await screenFailure(page);
    await page.unroute(APP_CODE);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByRole('main').getByRole('heading', { level: 1, name: 'Edit Game' }));
    expect(await page.getByRole('alert').count()).toBe(0);

    // The screens that failed before load now, and so do the dialogs.
    await nav(page, 'Discover');
    await visible(page.getByRole('main').getByRole('heading', { level: 1, name: 'Discover' }));
    await nav(page, 'Home');
    await page.getByRole('main').getByRole('button', { name: 'Share Your Accomplishment' }).click();
    await visible(page.getByRole('dialog', { name: 'Share Your Accomplishment' }));
    expect(uncaught(rae.errors)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'a reload with the entry script unreachable says so, with Reload (%s)',
    async (scheme) => {
      const rae = await phone(scheme);
      const { page } = rae;
      const game = await onHome(rae, 'Sunrise Runs');
      if (scheme === 'dark') {
        // The screen fallback in the dark scheme, for the screenshot.
        await cutAppCode(page);
        await nav(page, 'Leaderboard');
        await screenFailure(page);
        await screenshot(page, 'resilience-screen-dark.png');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
        await page.getByRole('article', { name: game.name }).getByRole('button', { name: 'Share game' }).click();
        await dialogFailure(page);
        await screenshot(page, 'resilience-dialog-dark.png');
      } else {
        await cutAppCode(page);
      }

      await page.reload();
      const message = await visible(page.getByRole('alert').filter({ hasText: 'The app could not load' }));
      await visible(message.getByRole('heading', { level: 1, name: 'The app could not load' }));
      expect(await message.innerText()).toContain('Check your connection and reload.');
      const reload = await visible(message.getByRole('button', { name: 'Reload' }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: VISIBLE }).toBe('Reload');
      // The splash is gone: nothing says it is still loading.
      expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
      await screenshot(page, `resilience-boot-${scheme}.png`);

      await page.unroute(APP_CODE);
      await reload.click();
      await visible(page.getByRole('heading', { level: 1, name: /^Welcome/ }));
    },
  );

  it('an old tab after a deploy reloads once to the new version, then shows the failure rather than reload again', async () => {
    const rae = await phone();
    const { page } = rae;
    await onHome(rae, 'Quiet Mornings');
    // The deploy: the server's index.html names another entry, and Discover's old chunk is gone.
    let served = 0;
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        served += 1;
        const response = await route.fetch();
        const html = (await response.text()).replace(/src="\/assets\/index-[^"]+\.js"/, 'src="/assets/index-NEWVERSION.js"');
        await route.fulfill({ response, body: html });
      },
    );
    await cutAppCode(page, '**/assets/discover-page-*.js');
    let loads = 0;
    page.on('load', () => (loads += 1));

    const reloaded = page.waitForEvent('load', { timeout: VISIBLE });
    await nav(page, 'Discover');
    await reloaded;
    // The new version (here: the same build) still can't load the screen: the failure shows,
    // and the tab remembers that it reloaded for that version.
    await page.waitForURL((url) => url.pathname === '/discover', { timeout: VISIBLE });
    await screenFailure(page);
    await expect.poll(() => served, { timeout: VISIBLE }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('czc:reloaded-for-version')), { timeout: VISIBLE })
      .toBe('/assets/index-NEWVERSION.js');
    await screenFailure(page);
    expect(loads).toBe(1);
  });
});

describe("a first visit to a screen whose code comes late (decision 0055)", () => {
  it('keeps the splash until the screen shows: no layout with a spinner, which React would hold 300 ms past the code', async () => {
    const { page } = await phone();
    await signUpOnPhone(page, 'Kit');
    // Whether the layout's spinner (a status inside <main>) ever showed before the Profile's heading.
    await page.addInitScript(() => {
      const w = window as unknown as { __layoutSpinner?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]') && !document.querySelector('main h1')) w.__layoutSpinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/assets/profile-route-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/profile');
    await visible(page.getByRole('heading', { level: 1, name: 'Kit' }));
    expect(await page.evaluate(() => (window as unknown as { __layoutSpinner?: boolean }).__layoutSpinner ?? false)).toBe(false);
  });
});

describe('a game page for someone who may not read it (decision 0039)', () => {
  it('asks for no posts: not a participant, a missing game, a malformed id', async () => {
    const owner = await phone();
    const { game } = await signUpWithGame(owner.page, 'Owen', 'Private Walks');

    const stranger = await phone();
    const { page } = stranger;
    const postsRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/posts') postsRequests.push(request.url());
    });
    await signUpOnPhone(page, 'Sam');

    const cases = [
      [`/games/${game.id}`, 'Access Denied', 403],
      ['/games/00000000-0000-4000-8000-000000000000', 'Game Not Found', 404],
      ['/games/not-a-game-id', 'Game Not Found', 400],
    ] as const;
    for (const [path, title, status] of cases) {
      const gameAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}`, { timeout: VISIBLE });
      await page.goto(path);
      expect((await gameAnswer).status()).toBe(status);
      await visible(page.getByRole('main').getByRole('heading', { name: title }));
    }
    expect(postsRequests).toEqual([]);
  });
});
