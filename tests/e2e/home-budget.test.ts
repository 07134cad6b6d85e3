/**
 * Decision 0024's guards on the signed-in Home's first visit, in real Chromium at 390x844 against the
 * real server and the production build:
 * - what it loads and builds stays within HOME_BUDGET (requests before the first read, JS files and
 *   bytes, CSS bytes before Home is visible, DOM nodes on Home; decision 0024 and 33;
 *   scripts/check-size-budget.ts, with why each number; scripts/check-home-budget.ts);
 * - its sections don't move the screen as they arrive (layout shift, decision 0024).
 * Lighthouse is too noisy for pass/fail; requests, bytes and layout shifts are not: they come from
 * the build and the app's code, and the visits wait for states (Home's content visible, the service
 * worker in control), never for times.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHomeVisit, homeBudgetOverruns, personWithAGame, visitHomeFirstTime } from '../../scripts/check-home-budget';
import { REPO_ROOT, startApp, type AppProcess } from '../../tools/app-process';
import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { installProbes, layoutShifts } from '../../tools/page-probes';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  // The server's first start migrates a fresh PGlite: minutes, not seconds, on a loaded 2-core CI machine.
  [app, browser] = await Promise.all([startApp({ readyTimeoutMs: 170_000 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('signed-in Home, first visit (decision 0024: budget and layout shift)', () => {
  it('stays within HOME_BUDGET: requests before the first read, JS files and bytes, CSS bytes, DOM nodes', async () => {
    const cookies = await personWithAGame(browser, app.baseUrl);
    const visit = await visitHomeFirstTime(browser, app.baseUrl, cookies, join(REPO_ROOT, 'dist'));
    console.log(formatHomeVisit(visit));

    // Home's own reads, not only the user request, were asked for (the prefetch of start-up.ts).
    expect(visit.firstRead).toMatch(/^\/api\/(games|activity|user\/stats|messages|invitations)/);
    // Each line says what was over its limit and by how much (the full visit is printed above).
    expect(homeBudgetOverruns(visit), 'over HOME_BUDGET (scripts/check-size-budget.ts)').toEqual([]);
  });

  it("doesn't move as its sections arrive, even when My Games answers last (layout shift)", async () => {
    const cookies = await personWithAGame(browser, app.baseUrl);
    const context = await newPhoneContext(browser, { baseURL: app.baseUrl });
    try {
      await context.addCookies(cookies);
      // Recent Activity longer than a screen, as for anyone who plays.
      const [game] = (await (await context.request.get('/api/games')).json()) as { id: string }[];
      for (const content of ['Cold shower, day one', 'Day two, colder', 'Day three: a full minute']) {
        expect((await context.request.post('/api/posts', { data: { gameId: game!.id, content }, headers: { Origin: app.baseUrl } })).ok()).toBe(true);
      }
      await installProbes(context, ['layoutShift']);
      const page = await context.newPage();
      // My Games answers only after Your Stats has: the order that moved Home before.
      const statsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/stats');
      await page.route('**/api/games', async (route) => {
        await statsAnswered;
        await route.continue();
      });
      await page.goto('/');
      await page.getByRole('region', { name: 'My Games' }).getByRole('article', { name: 'Cold showers' }).waitFor();
      await page.getByText('Games Joined').waitFor();
      await page.getByText('Day three: a full minute').waitFor();
      const { cls, shifts } = await layoutShifts(page);
      expect(cls, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.1);
    } finally {
      await context.close();
    }
  });
});
