/**
 * The first visit to Home, signed in (decision 0024): what it loads, measured in real Chromium against
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
 *   gzipped from the build like the landing page's budget, and as it went over the wire;
 * - the CSS of /assets/ the page asked for before Home's content was visible (the page's Resource
 *   Timing entries that started before the probe's mark), gzipped from the build: styles the first
 *   screen waited for, whose parsing and style work the browser did before it could paint Home;
 * - the DOM nodes (elements of the body) in the frame that showed Home's content
 *   (tools/page-probes.ts): each one costs style, layout and memory on every start.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Cookie, Request } from 'playwright-core';
import { startApp } from '../tools/app-process';
import { launchBrowser, newPhoneContext, waitForServiceWorkerControl } from '../tools/browser';
import { homeVisibleAt, installProbes } from '../tools/page-probes';
import { HOME_BUDGET } from './check-size-budget';

export interface VisitRequest {
  path: string;
  type: string;
  /** Size of the build's file, and gzipped (scripts and stylesheets of /assets/ only). */
  bytes?: number;
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
  /** Stylesheets of /assets/ that started before Home's content was visible. */
  styles: VisitRequest[];
  cssGzipBytes: number;
  /** The same stylesheets' bytes in the build, before compression. */
  cssBytes: number;
  /** Scripts that started before Home's content was visible (the rest come after: idle preloads). */
  scriptsBeforeVisible: VisitRequest[];
  /** Elements in the body in the frame that showed Home's content. */
  domNodes: number;
  homeVisibleMs: number;
}

const isRead = (path: string): boolean => path.startsWith('/api/') && !path.startsWith('/api/auth/user');

export async function visitHomeFirstTime(browser: Browser, baseUrl: string, cookies: Cookie[], distDir: string, timeout = 60_000): Promise<HomeVisit> {
  const context = await newPhoneContext(browser, { baseURL: baseUrl });
  try {
    await context.addCookies(cookies);
    await installProbes(context, ['homeVisible', 'homeDomNodes']);
    const page = await context.newPage();
    const asked: Request[] = [];
    page.on('request', (request) => {
      if (request.serviceWorker() === null) asked.push(request);
    });
    await page.goto('/');
    const homeVisibleMs = await homeVisibleAt(page, timeout);
    const atVisible = await page.evaluate((visibleAt) => ({
      domNodes: window.__homeDomNodes ?? -1,
      startedBefore: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= visibleAt)
        .map((entry) => entry.name),
    }), homeVisibleMs);
    await waitForServiceWorkerControl(page, timeout);

    const requests: VisitRequest[] = [];
    for (const request of asked) {
      const url = new URL(request.url());
      const path = url.origin === baseUrl ? url.pathname + url.search : request.url();
      const row: VisitRequest = { path, type: request.resourceType() };
      if (/^\/assets\/.+\.(m?js|css)$/.test(url.pathname) && url.origin === baseUrl) {
        const content = readFileSync(join(distDir, url.pathname));
        row.bytes = content.length;
        row.gzipBytes = gzipSync(content).length;
        row.wireBytes = await request.sizes().then((s) => s.responseBodySize, () => undefined);
      }
      requests.push(row);
    }
    // The tab icon and the web manifest are the browser's own fetches ('other', 'manifest'), at low
    // priority and when it likes: not counted before the first read, listed all the same.
    const counted = requests.filter((r) => r.type !== 'other' && r.type !== 'manifest');
    const firstRead = counted.findIndex((r) => isRead(r.path));
    const scripts = requests.filter((r) => r.gzipBytes !== undefined && !r.path.endsWith('.css'));
    const startedBefore = new Set(atVisible.startedBefore.map((name) => new URL(name).pathname));
    const styles = requests.filter((r) => r.gzipBytes !== undefined && r.path.endsWith('.css') && startedBefore.has(r.path));
    const sum = (rows: VisitRequest[], key: 'bytes' | 'gzipBytes' | 'wireBytes') => rows.reduce((total, r) => total + (r[key] ?? 0), 0);
    return {
      requests,
      beforeFirstRead: firstRead === -1 ? counted.length : firstRead,
      firstRead: counted[firstRead]?.path,
      scripts,
      jsGzipBytes: sum(scripts, 'gzipBytes'),
      jsWireBytes: sum(scripts, 'wireBytes'),
      styles,
      cssGzipBytes: sum(styles, 'gzipBytes'),
      cssBytes: sum(styles, 'bytes'),
      scriptsBeforeVisible: scripts.filter((r) => startedBefore.has(r.path)),
      domNodes: atVisible.domNodes,
      homeVisibleMs,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number | undefined): string => (bytes === undefined ? '' : `${(bytes / 1000).toFixed(1)} KB`);

export interface BudgetLine {
  what: string;
  used: number;
  limit: number;
  /** The numbers as a person reads them. */
  show: (n: number) => string;
}

const count = (n: number): string => String(n);

/** Each budgeted number of the visit beside its limit in HOME_BUDGET. */
export function homeBudgetLines(visit: HomeVisit): BudgetLine[] {
  return [
    { what: `Requests before the first read (${visit.firstRead ?? 'none'})`, used: visit.beforeFirstRead, limit: HOME_BUDGET.requestsBeforeFirstRead, show: count },
    { what: 'JS files', used: visit.scripts.length, limit: HOME_BUDGET.scriptFiles, show: count },
    { what: 'JS, gzipped', used: visit.jsGzipBytes, limit: HOME_BUDGET.jsGzipBytes, show: kb },
    { what: 'CSS asked for before Home was visible, gzipped', used: visit.cssGzipBytes, limit: HOME_BUDGET.cssGzipBytes, show: kb },
    { what: 'DOM nodes when Home was visible', used: visit.domNodes, limit: HOME_BUDGET.domNodes, show: count },
  ];
}

/** What is over its limit, and by how much, one line each: empty when the visit is within budget. */
export function homeBudgetOverruns(visit: HomeVisit): string[] {
  return homeBudgetLines(visit)
    .filter((line) => line.used > line.limit)
    .map((line) => `${line.what}: ${line.show(line.used)}, ${line.show(line.used - line.limit)} over the limit of ${line.show(line.limit)}`);
}

export function homeBudgetOk(visit: HomeVisit): boolean {
  return homeBudgetOverruns(visit).length === 0;
}

export function formatHomeVisit(visit: HomeVisit): string {
  return [
    'Signed-in Home, first visit (requests of the page, in order; gzip of the build / as sent)',
    ...visit.requests.map(
      (r, i) => `${String(i + 1).padStart(3)} ${r.type.padEnd(11)} ${r.path.slice(0, 70).padEnd(70)} ${kb(r.gzipBytes).padStart(9)} ${kb(r.wireBytes).padStart(9)}`,
    ),
    ...homeBudgetLines(visit).map((line) => `${line.what}: ${line.show(line.used)} of ${line.show(line.limit)} ${line.used <= line.limit ? 'OK' : 'OVER BUDGET'}`),
    `Not budgeted: JS as sent ${kb(visit.jsWireBytes)}; JS before Home was visible ${visit.scriptsBeforeVisible.length} files, ` +
      `${kb(visit.scriptsBeforeVisible.reduce((total, r) => total + (r.gzipBytes ?? 0), 0))} gzipped; ` +
      `CSS before Home was visible ${kb(visit.cssBytes)} unzipped (${visit.styles.map((r) => r.path).join(', ') || 'none'})`,
    `Home visible after ${Math.round(visit.homeVisibleMs)} ms (not budgeted: the machine's load decides it)`,
  ].join('\n');
}

/**
 * A person with one game and one post (so My Games has a card and Recent Activity an item, whose
 * elements count in the DOM budget), signed up through the API; their session cookie.
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
    const { id: gameId } = (await game.json()) as { id: string };
    // More posts than a first screen shows: Home renders the first few and the rest when scrolled near.
    for (let day = 0; day < 6; day += 1) {
      const post = await context.request.post('/api/posts', { data: { gameId, content: `Cold shower, day ${day}` } });
      if (!post.ok()) throw new Error(`posting answered ${post.status()}: ${await post.text()}`);
    }
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
