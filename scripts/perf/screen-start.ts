/**
 * The start of a screen other than Home (decision 0055): warm-start.ts measures Home's; this one the
 * Profile's, or another screen with a level-1 heading.
 *
 *   node --import tsx scripts/perf/screen-start.ts --dist A [--dist B] [--path /profile] [--ready '[role=tab]'] [--runs 5]
 *
 * Per build (one server each, with the demo community, signed in as its first person; runs
 * interleaved, the machine's load drifts), each run in a fresh page:
 * - first visit: a fresh phone context, no service worker, unthrottled (the race that a throttled
 *   CPU hides: the routed app rendering before the screen's code came);
 * - warm start: the installed app's context (service worker in control, the screen seen and saved
 *   before, its celebration read), the CPU throttled 4x.
 * Reports when the screen's heading showed, when `--ready` (its last part) showed, and whether the
 * layout's spinner showed first: React then reveals the screen no sooner than 300 ms after it.
 */
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newPhoneContext, waitForServiceWorkerControl } from '../../tools/browser';
import { signIn, startDemoServer, type DemoServer } from './demo-server';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    path: { type: 'string', default: '/profile' },
    ready: { type: 'string', default: '[role=tab]' },
    runs: { type: 'string', default: '5' },
  },
});
const dists = values.dist ?? [];
if (dists.length === 0) throw new Error('--dist DIR: a production build (vite build --outDir DIR)');

/** Sent to the page as text (tsx would wrap a function in helpers the page lacks). */
const PROBE = `(() => {
  const w = window;
  const tick = () => {
    const now = performance.now();
    if (w.__spinner === undefined && document.querySelector('main [role="status"]') && !document.querySelector('main h1')) w.__spinner = now;
    if (w.__heading === undefined && document.querySelector('main h1')) w.__heading = now;
    if (w.__ready === undefined && document.querySelector(${JSON.stringify(`main ${values.ready}`)})) w.__ready = now;
    if (w.__heading === undefined || w.__ready === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

interface Target {
  dist: string;
  server: DemoServer;
  cookie: { name: string; value: string; url: string }[];
  installed: BrowserContext;
  runs: { first: Start[]; warm: Start[] };
}

interface Start {
  heading: number;
  ready: number;
  spinner?: number;
}

const format = ({ heading, ready, spinner }: Start) =>
  `heading ${Math.round(heading)} ms, ready ${Math.round(ready)} ms${spinner === undefined ? '' : `, layout spinner at ${Math.round(spinner)} ms`}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}

function cookies(server: DemoServer, header: string) {
  return header.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: server.baseUrl };
  });
}

async function prepare(browser: Browser, dist: string): Promise<Target> {
  const server = await startDemoServer(dist);
  const cookie = cookies(server, await signIn(server.baseUrl, server.signIn));
  const installed = await newPhoneContext(browser, { baseURL: server.baseUrl });
  await installed.addCookies(cookie);
  // The demo's person has unread results: a person sees their celebration once, then never again.
  const unread = (await (await installed.request.get('/api/notifications/games')).json()) as { id: string }[];
  for (const { id } of unread) await installed.request.put(`/api/notifications/${id}/read`, { headers: { Origin: server.baseUrl } });
  await installed.addInitScript({ content: PROBE });
  const page = await installed.newPage();
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto(values.path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined);
  // The app saves its queries a second after a change.
  await page.waitForTimeout(2000);
  await page.close();
  return { dist, server, cookie, installed, runs: { first: [], warm: [] } };
}

async function start(context: BrowserContext, throttle: number): Promise<Start> {
  const page = await context.newPage();
  try {
    if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(values.path);
    await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => {
      const w = window as unknown as { __heading: number; __ready: number; __spinner?: number };
      return { heading: w.__heading, ready: w.__ready, spinner: w.__spinner };
    });
  } finally {
    await page.close();
  }
}

const browser = await launchBrowser();
const targets: Target[] = [];
try {
  for (const dist of dists) targets.push(await prepare(browser, dist));
  for (let run = 1; run <= Number(values.runs); run += 1) {
    for (const target of targets) {
      const fresh = await newPhoneContext(browser, { baseURL: target.server.baseUrl, serviceWorkers: 'block' });
      await fresh.addCookies(target.cookie);
      await fresh.addInitScript({ content: PROBE });
      const first = await start(fresh, 1).finally(() => fresh.close());
      const warm = await start(target.installed, 4);
      target.runs.first.push(first);
      target.runs.warm.push(warm);
      console.log(`run ${run} ${target.dist}: first visit ${format(first)}; warm start ${format(warm)}`);
    }
  }
  console.log(`\n${values.path}, medians of ${values.runs} runs (first visit unthrottled, warm start at 4x)`);
  console.log('| Build | First visit: heading / ready | Layout spinner | Warm start: heading / ready | Layout spinner |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { dist, runs } of targets) {
    const cells = [runs.first, runs.warm].map((starts) => [
      `${median(starts.map((s) => s.heading))} / ${median(starts.map((s) => s.ready))} ms`,
      `${starts.filter((s) => s.spinner !== undefined).length} of ${starts.length}`,
    ]);
    console.log(`| ${dist} | ${cells.flat().join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const target of targets) await target.server.stop();
}
process.exit(0);
