/**
 * Home's DOM on the demo community (decision 0055, "less work per item"): the elements of the body and
 * of each section once Home's content is visible (scripts/perf/home-visible-probe.ts), and a
 * screenshot of the first screen and of the whole page, light and dark, at 390x844. Counts, not
 * times: cheap, rerunnable on a loaded machine, and comparable between builds.
 *
 *   npx tsx scripts/perf/home-dom.ts <distDir> <outDir>   (build with `vite build --outDir <distDir>`)
 *
 * Writes <outDir>/home-{light,dark}{,-full}.png and prints one line per scheme.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { startDemoServer } from './demo-server';
import { installHomeVisibleProbe } from './home-visible-probe';

const [distArg, outArg] = process.argv.slice(2);
if (!distArg || !outArg) throw new Error('usage: home-dom.ts <distDir> <outDir>');
const outDir = resolve(outArg);
mkdirSync(outDir, { recursive: true });

const initScript = `window.__name = (f) => f; (${installHomeVisibleProbe.toString()})();`;

const server = await startDemoServer(resolve(distArg));
// Before that, a celebration dialog opens over Home (demo-server.ts, settled()).
await server.settled();
const browser = await launchBrowser();
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newPhoneContext(browser, { baseURL: server.baseUrl, colorScheme });
    await context.addInitScript(initScript);
    const signIn = await context.request.post('/api/auth/signin', { data: server.signIn, headers: { Origin: server.baseUrl } });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => window.__firstVisit?.homeVisible !== undefined, undefined, { timeout: 60_000, polling: 50 });
    const counts = await page.evaluate(() => {
      const inside = (selector: string) => document.querySelector(selector)?.getElementsByTagName('*').length ?? -1;
      return {
        body: document.body.getElementsByTagName('*').length,
        myGames: inside('section[aria-labelledby="my-games-title"]'),
        activity: inside('section[aria-labelledby="recent-activity-title"]'),
        stats: inside('section[aria-labelledby="stats-title-home"]'),
        gameCards: document.querySelectorAll('section[aria-labelledby="my-games-title"] article').length,
        activityCards: document.querySelectorAll('section[aria-labelledby="recent-activity-title"] article').length,
      };
    });
    console.log(`${colorScheme}: ${JSON.stringify(counts)}`);
    // Fonts and images in, and a celebration dialog (a game ended since the last visit) closed,
    // so the screenshots compare alike.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 5 && (await dialog.isVisible()); i++) {
      await dialog.getByRole('button', { name: /^(Celebrate!|Got it!)$/ }).click();
      await page.waitForTimeout(500); // the next celebration, if any, opens after the close
    }
    await page.screenshot({ path: join(outDir, `home-${colorScheme}.png`), animations: 'disabled' });
    await page.screenshot({ path: join(outDir, `home-${colorScheme}-full.png`), fullPage: true, animations: 'disabled' });
    // Below the fold (content-visibility skips it in a full-page shot): each activity card and the stats.
    const activity = page.locator('section[aria-labelledby="recent-activity-title"] article');
    for (let i = 0; i < 3; i++) await activity.nth(i).screenshot({ path: join(outDir, `home-${colorScheme}-activity-${i + 1}.png`), animations: 'disabled' });
    await page.locator('section[aria-labelledby="stats-title-home"]').screenshot({ path: join(outDir, `home-${colorScheme}-stats.png`), animations: 'disabled' });
    // Scrolled to the end, every item is there.
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelectorAll('section[aria-labelledby="recent-activity-title"] article').length >= 10, undefined, { timeout: 10_000 }).catch(() => undefined);
    const atEnd = await page.evaluate(() => ({
      body: document.body.getElementsByTagName('*').length,
      activityCards: document.querySelectorAll('section[aria-labelledby="recent-activity-title"] article').length,
    }));
    console.log(`${colorScheme}, scrolled to the end: ${JSON.stringify(atEnd)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
