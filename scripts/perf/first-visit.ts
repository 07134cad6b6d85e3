/**
 * The first visit to Home, signed in (decision 0018): how long a person who just signed in on a
 * new phone looks at spinners before Home's content shows.
 *
 *   npx tsx scripts/perf/first-visit.ts [--dist /tmp/firstvisit-dist]... [--build] [--runs 7]
 *                                       [--waterfall median|all|none] [--serve] [--screenshots DIR]
 *
 * Several --dist compare builds: one server each, runs interleaved (the machine's load drifts).
 *
 * 1. `--build`: `vite build --outDir <dist> --emptyOutDir` first (never into dist/, others use it).
 * 2. The real server on a fresh PGlite filled with the demo community (`npm run demo`'s data),
 *    serving <dist>; one sign-in as the demo's first person through POST /api/auth/signin.
 * 3. Each run: a fresh Chromium context at 390x844 (empty HTTP cache, storage and no service
 *    worker) that has only the session cookie, opens `/`. Measured from the navigation's start to
 *    the frame in which Home's content is visible (defined in home-visible-probe.ts: greeting, game
 *    tabs, activity list and stats cards rendered, no spinner left). One warm-up run first (the
 *    server's first requests compile and plan), not counted.
 * 4. Prints each run, the median and spread, and the waterfall of the median run: every request the
 *    page made (resource timing: the entry, the lazy chunks, /api/auth/user, the reads), in start
 *    order, with start and end in ms from the navigation's start, and what the service worker
 *    fetched (its precache) in the same time frame.
 *
 * `--screenshots DIR` adds a light and a dark visit per build, screenshots of Home as it becomes
 * visible and of the whole page once the network is idle.
 * `--serve` skips the runs: it prints the URL and the session cookie and keeps the server up until
 * Ctrl+C (to point Lighthouse at it).
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Cookie } from 'playwright-core';
import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { buildInto, startDemoServer, type DemoServer } from './demo-server';
import { installHomeVisibleProbe, type FirstVisitMarks } from './home-visible-probe';

interface WaterfallRow {
  path: string;
  kind: string;
  start: number;
  end: number;
  bytes: number;
}

interface RunResult {
  marks: Required<Pick<FirstVisitMarks, 'homeVisible'>> & FirstVisitMarks;
  fcp?: number;
  rows: WaterfallRow[];
  /** Requests of the service worker (its precache), started before Home was visible. */
  workerRequests: { start: number; path: string }[];
  workerRequestsTotal: number;
  consoleErrors: string[];
}

const HOME_VISIBLE_TIMEOUT_MS = 60_000;


async function signedInCookies(browser: Browser, baseUrl: string, signIn: { username: string; password: string }): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${baseUrl}/api/auth/signin`, { data: signIn, headers: { Origin: baseUrl } });
    if (!response.ok()) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  cookies: Cookie[],
  screenshot?: { path: string; colorScheme: 'light' | 'dark' },
): Promise<RunResult> {
  const context: BrowserContext = await newPhoneContext(browser, { baseURL: baseUrl, colorScheme: screenshot?.colorScheme });
  try {
    await context.addCookies(cookies);
    // tsx (esbuild keepNames) wraps named functions in __name(), which the page does not have.
    await context.addInitScript({ content: `(() => { const __name = (f) => f; (${installHomeVisibleProbe.toString()})(); })();` });
    const workerStarts: { epochMs: number; path: string }[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) workerStarts.push({ epochMs: Date.now(), path: new URL(request.url()).pathname });
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto('/');
    await page.waitForFunction(() => window.__firstVisit?.homeVisible !== undefined, undefined, {
      timeout: HOME_VISIBLE_TIMEOUT_MS,
      polling: 100,
    });
    const measured = await page.evaluate(() => {
      const origin = performance.timeOrigin;
      const rows = performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        const url = new URL(timing.name);
        return {
          path: url.origin === location.origin ? url.pathname + url.search : timing.name,
          kind: timing.initiatorType,
          start: timing.startTime,
          end: timing.responseEnd,
          bytes: timing.encodedBodySize,
        };
      });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { origin, rows, fcp, marks: window.__firstVisit as FirstVisitMarks };
    });
    const marks = measured.marks as RunResult['marks'];
    if (screenshot) {
      // What the person sees once Home is visible; the photos below the fold may still be loading.
      await page.screenshot({ path: screenshot.path });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: screenshot.path.replace(/\.png$/, '-full.png'), fullPage: true });
    }
    const workerRequests = workerStarts
      .map(({ epochMs, path }) => ({ start: epochMs - measured.origin, path }))
      .filter(({ start }) => start <= marks.homeVisible);
    return {
      marks,
      fcp: measured.fcp,
      rows: measured.rows.sort((a, b) => a.start - b.start),
      workerRequests,
      workerRequestsTotal: workerStarts.length,
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number | undefined): string => (value === undefined ? '-' : `${Math.round(value)}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function printRun(label: string, dist: string, run: RunResult): void {
  const { marks } = run;
  const user = run.rows.find((row) => row.path.startsWith('/api/auth/user'));
  const reads = run.rows.filter((row) => row.path.startsWith('/api/') && !row.path.startsWith('/api/auth/user'));
  const firstRead = reads[0];
  const beforeFirstRead = firstRead ? run.rows.filter((row) => row.start < firstRead.start).length : run.rows.length;
  console.log(
    `${label.padEnd(8)} ${basename(dist)}: home visible ${ms(marks.homeVisible).padStart(5)} ms | FCP ${ms(run.fcp)} | first spinner ${ms(marks.firstSpinner)}` +
      ` | greeting ${ms(marks.greeting)} | user ${ms(user?.start)}→${ms(user?.end)} | first read starts ${ms(firstRead?.start)}` +
      ` after ${beforeFirstRead} requests | ${run.rows.length} page requests, ${run.workerRequests.length} by the service worker before visible` +
      (run.consoleErrors.length ? ` | console errors: ${run.consoleErrors.join(' / ')}` : ''),
  );
}

function printWaterfall(dist: string, run: RunResult): void {
  const end = run.marks.homeVisible;
  const scale = 60 / Math.max(end, ...run.rows.map((row) => row.end));
  console.log(`\nWaterfall of ${dist}, its median run (ms from navigation start; | = home visible at ${ms(end)} ms)`);
  console.log(`${'start'.padStart(6)} ${'end'.padStart(6)} ${'KB'.padStart(6)}  ${'kind'.padEnd(14)} ${'request'.padEnd(58)} timeline`);
  for (const row of run.rows) {
    const bar = Array.from({ length: 61 }, (_, i) => {
      if (i === Math.round(end * scale)) return '|';
      return i >= Math.floor(row.start * scale) && i <= Math.ceil(row.end * scale) ? '█' : ' ';
    }).join('');
    const path = row.path.length > 58 ? `${row.path.slice(0, 55)}...` : row.path;
    console.log(
      `${ms(row.start).padStart(6)} ${ms(row.end).padStart(6)} ${(row.bytes / 1000).toFixed(1).padStart(6)}  ${row.kind.padEnd(14)} ${path.padEnd(58)} ${bar}`,
    );
  }
  const worker = run.workerRequests;
  console.log(
    worker.length
      ? `Service worker: ${worker.length} requests (precache) started ${ms(worker[0]!.start)}–${ms(worker.at(-1)!.start)} ms, before Home was visible; ${run.workerRequestsTotal} in all`
      : `Service worker: no request before Home was visible (${run.workerRequestsTotal} in all while measured)`,
  );
}

interface Target {
  dist: string;
  server: DemoServer;
  cookies: Cookie[];
  results: RunResult[];
}

function summary(target: Target): string {
  const sorted = target.results.map((r) => r.marks.homeVisible).sort((a, b) => a - b);
  return (
    `median ${ms(median(sorted))} ms, min ${ms(sorted[0])}, max ${ms(sorted.at(-1))} over ${sorted.length} runs` +
    ` (all: ${sorted.map((t) => ms(t)).join(', ')})`
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true, default: ['/tmp/firstvisit-dist'] },
      build: { type: 'boolean', default: false },
      runs: { type: 'string', default: '7' },
      waterfall: { type: 'string', default: 'median' },
      serve: { type: 'boolean', default: false },
      screenshots: { type: 'string' },
    },
  });
  const dists = values.dist.map((dist) => resolve(dist));
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  if (values.build) dists.forEach(buildInto);

  const targets: Target[] = [];
  const browser = await launchBrowser();
  try {
    for (const dist of dists) {
      const server = await startDemoServer(dist);
      targets.push({ dist, server, cookies: await signedInCookies(browser, server.baseUrl, server.signIn), results: [] });
    }
    if (values.serve) {
      for (const { dist, server, cookies } of targets) {
        const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
        console.log(`Serving ${dist} at ${server.baseUrl}, signed in as ${server.signIn.username}.`);
        console.log(`Lighthouse: --extra-headers='${JSON.stringify({ Cookie: header })}'`);
      }
      await new Promise<void>((done) => process.once('SIGINT', () => done()));
      return;
    }
    console.log(
      `First visit to Home signed in as ${targets[0]!.server.signIn.username}, Chromium 390x844, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    );
    for (const target of targets) printRun(`warm-up`, target.dist, await measureOnce(browser, target.server.baseUrl, target.cookies));
    // Interleaved when several builds are compared: the machine's load drifts over the runs.
    for (let i = 1; i <= runs; i += 1) {
      for (const target of targets) {
        const result = await measureOnce(browser, target.server.baseUrl, target.cookies);
        target.results.push(result);
        printRun(`run ${i}`, target.dist, result);
      }
    }
    console.log(`\nHome visible (load average now ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
    for (const target of targets) console.log(`  ${target.dist}: ${summary(target)}`);
    if (values.screenshots) {
      mkdirSync(values.screenshots, { recursive: true });
      for (const target of targets) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const path = join(values.screenshots, `home-${basename(target.dist)}-${colorScheme}.png`);
          await measureOnce(browser, target.server.baseUrl, target.cookies, { path, colorScheme });
          console.log(`Screenshot: ${path}`);
        }
      }
    }
    for (const target of targets) {
      if (values.waterfall === 'all') target.results.forEach((r) => printWaterfall(target.dist, r));
      else if (values.waterfall === 'median') {
        const mid = median(target.results.map((r) => r.marks.homeVisible));
        const closest = target.results.reduce((best, r) =>
          Math.abs(r.marks.homeVisible - mid) < Math.abs(best.marks.homeVisible - mid) ? r : best,
        );
        printWaterfall(target.dist, closest);
      }
    }
  } finally {
    await browser.close();
    for (const { server } of targets) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
