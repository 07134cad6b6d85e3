/**
 * A game page's DOM on the demo community (decision 0055, "less work per item"), as home-dom.ts is
 * Home's: the elements of the page and of each section once its content shows, and screenshots of
 * the first screen, light and dark, at 390x844. Counts, not times: comparable between builds on a
 * loaded machine.
 *
 *   npx tsx scripts/perf/game-dom.ts <distDir> <outDir>   (build with `vite build --outDir <distDir>`)
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { activeGameWithPhotos, signIn, startDemoServer } from './demo-server';

const [distArg, outArg] = process.argv.slice(2);
if (!distArg || !outArg) throw new Error('usage: game-dom.ts <distDir> <outDir>');
const outDir = resolve(outArg);
mkdirSync(outDir, { recursive: true });

const server = await startDemoServer(resolve(distArg));
await server.settled();
const browser = await launchBrowser();
try {
  const path = await activeGameWithPhotos(server.baseUrl, await signIn(server.baseUrl, server.signIn));
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newPhoneContext(browser, { baseURL: server.baseUrl, colorScheme });
    // tsx names the functions given to page.evaluate with a helper the page lacks.
    await context.addInitScript('window.__name = (f) => f;');
    const answer = await context.request.post('/api/auth/signin', { data: server.signIn, headers: { Origin: server.baseUrl } });
    if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
    // The person has seen their results' celebration (it would cover the page).
    const unread = (await (await context.request.get('/api/notifications/games')).json()) as { id: string }[];
    for (const { id } of unread) await context.request.put(`/api/notifications/${id}/read`, { headers: { Origin: server.baseUrl } });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('article[aria-label^="Accomplishment by"]') && !document.querySelector('[role="status"][aria-label^="Loading"]'));
    await page.evaluate(() => document.fonts.ready);
    const counts = await page.evaluate(() => {
      const all = (root: Element | null) => root?.getElementsByTagName('*').length ?? -1;
      const heading = (text: string) => Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === text)?.closest('section') ?? null;
      const posts = document.querySelectorAll('article[aria-label^="Accomplishment by"]');
      return {
        body: all(document.body),
        leaderboard: all(heading('Personal Leaderboard')),
        postCards: posts.length,
        firstPost: all(posts[0] ?? null),
      };
    });
    console.log(`${colorScheme}: ${JSON.stringify(counts)}`);
    await page.screenshot({ path: join(outDir, `game-${colorScheme}.png`), animations: 'disabled' });
    await page.locator('article[aria-label^="Accomplishment by"]').first().screenshot({ path: join(outDir, `game-${colorScheme}-post.png`), animations: 'disabled' });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
