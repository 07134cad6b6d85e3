/**
 * The first visit to Home, signed in (issue 15): what it loads, measured in real Chromium against
 * the real server and a production build, checked against HOME_BUDGET (scripts/check-size-budget.ts,
 * beside the landing page's). Used by tests/e2e/home-budget.test.ts (dist/, in `npm test`), and by
 * hand on any build:
 *
 *   npx tsx scripts/check-home-budget.ts [distDir]   (default dist/; build it with --outDir first)
 *
 * One visit: a fresh phone context (390x844, empty HTTP cache and storage, no service worker) with
 * only the session cookie of a person who has a game, opens `/`. It waits for states, never for
 * times: Home's content visible (scripts/perf/home-visible-probe.ts: greeting, game tabs, activity,
 * stats, no spinner), then the service worker in control (it registers once the page is quiet, so
 * by then the page has loaded all it loads by itself). Counted, in the order the page asked:
 * - the requests that start before the first data read (any /api/ request but /api/auth/user),
 *   the document included: each one before it competes with the reads for the six connections;
 * - the script files;
 * - the JavaScript of /assets/ the page asked for (the service worker's precache is not the page's),
 *   gzipped from the build like the landing page's budget, and as it went over the wire.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Cookie, Request } from 'playwright-core';
import { startApp } from '../tests/support/app-process';
import { launchBrowser, newPhoneContext, waitForServiceWorkerControl } from '../tests/support/browser';
import { installHomeVisibleProbe } from './perf/home-visible-probe';
import { HOME_BUDGET } from './check-size-budget';

export interface VisitRequest {
  path: string;
  type: string;
  /** Gzipped size of the build's file (scripts only). */
  gzipBytes?: number;
  /** Bytes of the body as sent (br from the build's precompressed copies). */
  wireBytes?: number;
}

export interface HomeVisit {
  /** Every request of the page (not of its service worker), in the order it asked. */
  requests: VisitRequest[];
  /** Requests started before the first data read, the document included. */
  beforeFirstRead: number;
  firstRead?: string;
  scripts: VisitRequest[];
  jsGzipBytes: number;
  jsWireBytes: number;
  homeVisibleMs: number;
}

const isRead = (path: string): boolean => path.startsWith('/api/') && !path.startsWith('/api/auth/user');

export async function visitHomeFirstTime(browser: Browser, baseUrl: string, cookies: Cookie[], distDir: string, timeout = 60_000): Promise<HomeVisit> {
  const context = await newPhoneContext(browser, { baseURL: baseUrl });
  try {
    await context.addCookies(cookies);
    // tsx (esbuild keepNames) wraps named functions in __name(), which the page does not have.
    await context.addInitScript({ content: `(() => { const __name = (f) => f; (${installHomeVisibleProbe.toString()})(); })();` });
    const page = await context.newPage();
    const asked: Request[] = [];
    page.on('request', (request) => {
      if (request.serviceWorker() === null) asked.push(request);
    });
    await page.goto('/');
    await page.waitForFunction(() => window.__firstVisit?.homeVisible !== undefined, undefined, { timeout, polling: 100 });
    const homeVisibleMs = await page.evaluate(() => window.__firstVisit?.homeVisible ?? -1);
    await waitForServiceWorkerControl(page, timeout);

    const requests: VisitRequest[] = [];
    for (const request of asked) {
      const url = new URL(request.url());
      const path = url.origin === baseUrl ? url.pathname + url.search : request.url();
      const row: VisitRequest = { path, type: request.resourceType() };
      if (/^\/assets\/.+\.m?js$/.test(url.pathname) && url.origin === baseUrl) {
        row.gzipBytes = gzipSync(readFileSync(join(distDir, url.pathname))).length;
        row.wireBytes = await request.sizes().then((s) => s.responseBodySize, () => undefined);
      }
      requests.push(row);
    }
    // The tab icon and the web manifest are the browser's own fetches ('other', 'manifest'), at low
    // priority and when it likes: not counted before the first read, listed all the same.
    const counted = requests.filter((r) => r.type !== 'other' && r.type !== 'manifest');
    const firstRead = counted.findIndex((r) => isRead(r.path));
    const scripts = requests.filter((r) => r.gzipBytes !== undefined && r.path !== '/sw.js');
    const sum = (key: 'gzipBytes' | 'wireBytes') => scripts.reduce((total, r) => total + (r[key] ?? 0), 0);
    return {
      requests,
      beforeFirstRead: firstRead === -1 ? counted.length : firstRead,
      firstRead: counted[firstRead]?.path,
      scripts,
      jsGzipBytes: sum('gzipBytes'),
      jsWireBytes: sum('wireBytes'),
      homeVisibleMs,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number | undefined): string => (bytes === undefined ? '' : `${(bytes / 1000).toFixed(1)} KB`);

export function homeBudgetOk(visit: HomeVisit): boolean {
  return (
    visit.beforeFirstRead <= HOME_BUDGET.requestsBeforeFirstRead &&
    visit.scripts.length <= HOME_BUDGET.scriptFiles &&
    visit.jsGzipBytes <= HOME_BUDGET.jsGzipBytes
  );
}

export function formatHomeVisit(visit: HomeVisit): string {
  const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER BUDGET');
  return [
    'Signed-in Home, first visit (requests of the page, in order; gzip of the build / as sent)',
    ...visit.requests.map(
      (r, i) => `${String(i + 1).padStart(3)} ${r.type.padEnd(11)} ${r.path.slice(0, 70).padEnd(70)} ${kb(r.gzipBytes).padStart(9)} ${kb(r.wireBytes).padStart(9)}`,
    ),
    `Requests before the first read (${visit.firstRead ?? 'none'}): ${visit.beforeFirstRead} of ${HOME_BUDGET.requestsBeforeFirstRead} ` +
      verdict(visit.beforeFirstRead <= HOME_BUDGET.requestsBeforeFirstRead),
    `JS files: ${visit.scripts.length} of ${HOME_BUDGET.scriptFiles} ${verdict(visit.scripts.length <= HOME_BUDGET.scriptFiles)}`,
    `JS: ${kb(visit.jsGzipBytes)} gzipped of ${kb(HOME_BUDGET.jsGzipBytes)} ${verdict(visit.jsGzipBytes <= HOME_BUDGET.jsGzipBytes)}` +
      ` (${kb(visit.jsWireBytes)} as sent)`,
    `Home visible after ${Math.round(visit.homeVisibleMs)} ms (not budgeted: the machine's load decides it)`,
  ].join('\n');
}

/**
 * A person with one game (so My Games has a card), signed up through the API; their session cookie.
 * The same setup as the e2e test's, for the CLI.
 */
export async function personWithAGame(browser: Browser, baseUrl: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  try {
    const username = `budget_${Date.now().toString(36)}`;
    const signup = await context.request.post('/api/auth/signup', { data: { username, password: 'correct horse battery', firstName: 'Maya' } });
    if (!signup.ok()) throw new Error(`sign-up answered ${signup.status()}: ${await signup.text()}`);
    const start = Date.now() - 60_000;
    const game = await context.request.post('/api/games', {
      data: { name: 'Cold showers', description: 'One brave thing a day', startTime: new Date(start).toISOString(), endTime: new Date(start + 7 * 86_400_000).toISOString(), isPublic: false },
    });
    if (!game.ok()) throw new Error(`creating a game answered ${game.status()}: ${await game.text()}`);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
  const [app, browser] = await Promise.all([startApp({ env: { STATIC_DIR: distDir }, readyTimeoutMs: 180_000 }), launchBrowser()]);
  try {
    const visit = await visitHomeFirstTime(browser, app.baseUrl, await personWithAGame(browser, app.baseUrl), distDir);
    console.log(formatHomeVisit(visit));
    process.exitCode = homeBudgetOk(visit) ? 0 : 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}
