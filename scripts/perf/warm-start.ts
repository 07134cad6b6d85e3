/**
 * The installed app's daily start (docs/decisions/0055-warm-start.md): someone opens the
 * app from the home screen; its service worker is in control, the caches are warm and the saved
 * query cache is in IndexedDB. Chromium at 390x844 with the CPU throttled 4x (Lighthouse's mobile
 * preset, a mid-range phone).
 *
 *   npx tsx scripts/perf/warm-start.ts [--dist /tmp/warm-dist]... [--build] [--runs 5]
 *                                      [--no-offline] [--no-interactions] [--no-starts] [--details] [--trace]
 *
 * Several --dist compare builds: one server and one browser profile each, runs interleaved.
 *
 * 1. The real server on the demo community (demo-server.ts), signed in as its first person.
 * 2. Install: one visit to Home, until the service worker controls the page, Home's content is
 *    visible and the saved cache holds My Games; the game results are marked read (a person sees
 *    their celebration once), and the first active game is opened once (so it "was seen before").
 * 3. Each run opens a new tab on `/` in that profile, throttled 4x from before the navigation, and
 *    notes when Home's content is visible (home-visible-probe.ts) and the layout shifts (CLS) until
 *    the network is quiet. Offline runs cut the network first (the service worker answers).
 * 4. Interactions, on a warm Home at 4x: switching My Games to 'Past', opening 'Share Your
 *    Accomplishment', opening the first game from its card. For each: the Event Timing entry of the
 *    tap (its duration runs to the next paint) and the time from the tap to the frame that shows
 *    the result.
 * Prints each run and the medians, and a start's layout shifts when it had any; --details adds each
 * start's performance marks, script and API loads and long tasks before Home was visible.
 * --trace records each start in a Chrome trace and prints where the main thread spent its time until
 * Home's frame was done.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext, waitForServiceWorkerControl } from '../../tools/browser';
import { buildInto, startDemoServer, type DemoServer } from './demo-server';
import { installHomeVisibleProbe } from './home-visible-probe';

const TIMEOUT_MS = 60_000;
const CPU_THROTTLE = 4;

interface StartResult {
  /** The page's performance marks and script loads, for --details. */
  details: string[];
  homeVisible: number;
  /** The main thread done with that frame's style, layout and paint (home-visible-probe.ts). */
  homePainted: number;
  /** The app's own render shows Home (interactive): later than homeVisible when a saved screen showed first. */
  live: number;
  fcp?: number;
  cls: number;
  apiRequestsBeforeVisible: number;
}

interface InteractionResult {
  name: string;
  /** Event Timing duration of the tap's longest event (input to the next paint). */
  eventMs: number;
  /** From the tap to the frame that shows the result. */
  resultMs: number;
}

/** Self-contained (sent to the page): notes layout shifts as CLS counts them, and long tasks. */
function installLayoutShiftProbe(): void {
  const w = window as unknown as { __cls: number; __longTasks: PerformanceEntry[]; __shifts: string[] };
  w.__cls = 0;
  w.__longTasks = [];
  w.__shifts = [];
  new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  // The frame in which the app's own render shows Home (the saved screen, if any, replaced).
  const live = () => {
    const home = Array.from(document.querySelectorAll('h1')).some((h) => /^Welcome/.test(h.textContent ?? ''));
    if (home && !document.querySelector('.app-saved-screen')) (window as unknown as { __live: number }).__live = performance.now();
    else requestAnimationFrame(live);
  };
  requestAnimationFrame(live);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      w.__cls += entry.value;
      const sources = (entry as unknown as { sources?: { node?: Node }[] }).sources ?? [];
      const nodes = sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 100) : String(node?.nodeName)));
      w.__shifts.push(`shift ${Math.round(entry.startTime)} ${entry.value.toFixed(3)} ${nodes.join(' | ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// tsx (esbuild keepNames) wraps named functions in __name(), which the page does not have: the
// probes and the functions passed to page.evaluate find it on window.
const initScript = ['window.__name = (f) => f;', ...[installHomeVisibleProbe, installLayoutShiftProbe].map((probe) => `(${probe.toString()})();`)].join(
  '\n',
);

async function signedInCookies(browser: Browser, server: DemoServer): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${server.baseUrl}/api/auth/signin`, {
      data: server.signIn,
      headers: { Origin: server.baseUrl },
    });
    if (!response.ok()) throw new Error(`sign-in answered ${response.status()}`);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return page;
}

const homeVisible = (page: Page) =>
  page.waitForFunction(() => window.__firstVisit?.homeVisible !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 50 });

/** The saved cache (IndexedDB 'challenge-query-cache') holds every one of `parts` (My Games' key by default). */
async function waitUntilSaved(page: Page, parts = ['"mine"']): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      new Promise<boolean>((done) => {
        const open = indexedDB.open('challenge-query-cache');
        open.onerror = () => done(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return done(false);
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () =>
            done(all.result.some((value: unknown) => typeof value === 'string' && wanted.every((part) => value.includes(part))));
          all.onerror = () => done(false);
        };
      }),
    parts,
    { timeout: TIMEOUT_MS, polling: 250 },
  );
}

interface Profile {
  dist: string;
  server: DemoServer;
  context: BrowserContext;
  gamePath: string;
  online: StartResult[];
  offline: StartResult[];
  interactions: InteractionResult[][];
}

async function install(browser: Browser, dist: string): Promise<Profile> {
  const server = await startDemoServer(dist);
  const context = await newPhoneContext(browser, { baseURL: server.baseUrl });
  await context.addCookies(await signedInCookies(browser, server));
  await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await homeVisible(page);
  await server.settled();
  // The demo's person has unread results: a person sees their celebration once, then never again.
  const unread = (await (await context.request.get('/api/notifications/games')).json()) as { id: string }[];
  for (const { id } of unread) {
    const read = await context.request.put(`/api/notifications/${id}/read`, { headers: { Origin: server.baseUrl } });
    if (!read.ok()) throw new Error(`marking notification ${id} read answered ${read.status()}`);
  }
  await page.reload();
  await homeVisible(page);
  const card = page.locator('section[aria-labelledby="my-games-title"] a[href^="/games/"]:not([href$="/edit"])').first();
  const gamePath = (await card.getAttribute('href')) ?? '';
  if (!gamePath) throw new Error('Home shows no game to open');
  // Seen: the game page and every section's reads answered, as after a person's visit.
  await page.goto(gamePath, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT_MS });
  // Saved (the game, its scores and its posts): the app saves a second after a change, and
  // leaving at once lost them in some runs.
  const gameId = gamePath.split('/')[2];
  await waitUntilSaved(page, [`"queryKey":["games","${gameId}"]`, `"queryKey":["games","${gameId}","scores"]`, `"queryKey":["posts","${gameId}"`]);
  await page.goto('/');
  await homeVisible(page);
  await waitUntilSaved(page);
  await page.waitForLoadState('networkidle');
  // The screen the service worker shows at the next start (src/offline/saved-screen.ts), polled from
  // here: waitForFunction took the async check's promise for a yes, so most runs started with no saved
  // screen (kept only when the page's close happened to finish saving it) and measured the app's render.
  const saved = () => page.evaluate(async () => Boolean(await (await caches.open('screen')).match('/saved-screen/home')));
  for (const start = Date.now(); !(await saved()); await page.waitForTimeout(250)) {
    if (Date.now() - start > TIMEOUT_MS) throw new Error('Home was not saved for the next start');
  }
  await page.close();
  return { dist, server, context, gamePath, online: [], offline: [], interactions: [] };
}

/**
 * A start's details for its line: all of them with --details; else, when something moved, the
 * shifts and the marks that place them in time (a shift is rare, and a rerun may not repeat it).
 */
function startDetails(name: string, start: StartResult, all: boolean): string {
  const lines = all ? start.details : start.cls > 0 ? start.details.filter((d) => /^(shift|mark) /.test(d)) : [];
  return lines.length ? `\n  ${name}:\n${lines.map((detail) => `    ${detail}`).join('\n')}` : '';
}

/** Trace events of the page's main thread (Chrome's trace format, the fields read here). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/**
 * --trace: where the main thread's time went from the navigation to Home's frame done, by the
 * trace's event names (their own time, children's taken out), for the largest ones.
 */
function mainThreadBreakdown(trace: TraceEvent[], until: number): string[] {
  const start = trace.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL);
  if (!start) return ['trace: no navigationStart'];
  const main = trace.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur !== undefined);
  const end = start.ts + until * 1000;
  const inWindow = main.filter((e) => e.ts >= start.ts && e.ts < end).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Self time: each event's duration less its direct children's (events nest by time on one thread).
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of inWindow) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur!);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur!);
    stack.push(event);
  }
  const tasks = inWindow.filter((e) => e.name === 'RunTask' && e.dur! > 30_000);
  return [
    ...[...self].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([name, us]) => `trace self ${name} ${Math.round(us / 1000)} ms`),
    ...tasks.map((t) => `trace task ${Math.round((t.ts - start.ts) / 1000)}+${Math.round(t.dur! / 1000)}`),
  ];
}

async function measureStart(profile: Profile, offline: boolean, trace = false): Promise<StartResult> {
  const page = await throttledPage(profile.context);
  try {
    await profile.context.setOffline(offline);
    const browser = profile.context.browser()!;
    if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'] });
    await page.goto('/');
    await homeVisible(page);
    if (trace) {
      await page.waitForFunction(() => window.__firstVisit?.homePainted !== undefined, undefined, { timeout: TIMEOUT_MS });
      const painted = await page.evaluate(() => window.__firstVisit!.homePainted!);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      console.log(mainThreadBreakdown(events, painted).map((line) => `    ${line}`).join('\n'));
    }
    await page.waitForFunction(() => (window as unknown as { __live?: number }).__live !== undefined, undefined, { timeout: TIMEOUT_MS });
    // Layout shifts after Home shows: the app taking over and the refresh in place must not move anything.
    if (!offline) await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const visible = window.__firstVisit!.homeVisible!;
      const api = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime < visible).length;
      const details = [
        ...performance.getEntriesByType('mark').map((mark) => `mark ${mark.name} ${Math.round(mark.startTime)}`),
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < visible)
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            return `${timing.initiatorType} ${new URL(timing.name).pathname} ${Math.round(timing.startTime)}→${Math.round(timing.responseEnd)}`;
          }),
        ...(window as unknown as { __shifts: string[] }).__shifts,
        ...(window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks
          .filter((task) => task.startTime < visible)
          .map((task) => `longtask ${Math.round(task.startTime)}+${Math.round(task.duration)}`),
      ];
      return {
        details,
        homeVisible: visible,
        homePainted: window.__firstVisit!.homePainted!,
        live: (window as unknown as { __live: number }).__live,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        cls: (window as unknown as { __cls: number }).__cls,
        apiRequestsBeforeVisible: api,
      };
    });
  } finally {
    await profile.context.setOffline(false);
    await page.close();
  }
}

type Shown = 'past-tab' | 'dialog' | 'game';

/**
 * Taps `target` and waits for the result: the Event Timing entry of the tap and the frame in which
 * the result shows (checked every frame from the tap on).
 */
async function tap(page: Page, name: string, target: string, shown: Shown): Promise<InteractionResult> {
  await page.evaluate((what) => {
    const w = window as unknown as { __events: PerformanceEventTiming[]; __tapAt?: number; __shownAt?: number };
    w.__events = [];
    w.__tapAt = undefined;
    w.__shownAt = undefined;
    new PerformanceObserver((list) => w.__events.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
      type: 'event',
      durationThreshold: 16,
    } as PerformanceObserverInit);
    addEventListener('pointerdown', (event) => (w.__tapAt ??= event.timeStamp), { capture: true, once: true });
    const spinner = () => document.querySelector('[role="status"][aria-label^="Loading"]');
    const checks = {
      // The Past panel with its own content (a panel may show the previous tab's cards for a frame).
      'past-tab': () => document.querySelector('[role="tabpanel"][id$="-panel-completed"] [data-tab="completed"]'),
      dialog: () => document.querySelector('[role="dialog"] textarea'),
      // The game's title and its Personal Leaderboard (the demo game has started), nothing loading.
      game: () =>
        Array.from(document.querySelectorAll('h1')).some((h) => !/^Welcome/.test(h.textContent ?? '')) &&
        Array.from(document.querySelectorAll('h2')).some((h) => h.textContent === 'Personal Leaderboard') &&
        !spinner(),
    };
    const frame = () => {
      if (w.__tapAt !== undefined && checks[what]()) w.__shownAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, shown);
  await page.locator(target).first().click();
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, {
    timeout: TIMEOUT_MS,
  });
  // The event entries arrive after their paint.
  await page.waitForFunction(() => (window as unknown as { __events: unknown[] }).__events.length > 0, undefined, {
    timeout: TIMEOUT_MS,
  });
  const { durations, tapAt, shownAt } = await page.evaluate(() => {
    const w = window as unknown as { __events: PerformanceEventTiming[]; __tapAt: number; __shownAt: number };
    return { durations: w.__events.map((e) => e.duration), tapAt: w.__tapAt, shownAt: w.__shownAt };
  });
  return { name, eventMs: Math.max(...durations), resultMs: shownAt - tapAt };
}

async function measureInteractions(profile: Profile): Promise<InteractionResult[]> {
  const page = await throttledPage(profile.context);
  const myGames = 'section[aria-labelledby="my-games-title"]';
  try {
    await page.goto('/');
    await homeVisible(page);
    await page.waitForLoadState('networkidle');
    const results = [
      await tap(page, "My Games' Past tab", `${myGames} [role="tab"]:has-text("Past")`, 'past-tab'),
      await tap(page, 'Share Your Accomplishment', 'button:has-text("Share Your Accomplishment")', 'dialog'),
    ];
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
    await page.locator(`${myGames} [role="tab"]:has-text("Active")`).click();
    results.push(await tap(page, 'Open a game seen before', `${myGames} a[href="${profile.gamePath}"]`, 'game'));
    return results;
  } finally {
    await page.close();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const spread = (values: number[]) => `median ${ms(median(values))} (${values.map(ms).join(', ')})`;

function printStarts(label: string, results: StartResult[]): void {
  if (!results.length) return;
  console.log(
    `  ${label}: Home visible ${spread(results.map((r) => r.homeVisible))} ms, its frame done ${spread(results.map((r) => r.homePainted))} ms; live (app rendered) ${spread(results.map((r) => r.live))} ms; FCP ${spread(results.map((r) => r.fcp ?? NaN))} ms;` +
      ` CLS max ${Math.max(...results.map((r) => r.cls)).toFixed(3)}; API requests before visible ${spread(results.map((r) => r.apiRequestsBeforeVisible))}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true, default: ['/tmp/warm-dist'] },
      build: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      'no-offline': { type: 'boolean', default: false },
      'no-interactions': { type: 'boolean', default: false },
      'no-starts': { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
      trace: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const dists = values.dist.map((dist) => resolve(dist));
  if (values.build) dists.forEach(buildInto);

  const browser = await launchBrowser();
  const profiles: Profile[] = [];
  try {
    for (const dist of dists) profiles.push(await install(browser, dist));
    console.log(`Warm starts at ${CPU_THROTTLE}x CPU, 390x844, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    for (let i = 1; i <= runs; i += 1) {
      for (const profile of profiles) {
        let line = `run ${i} ${profile.dist}:`;
        if (!values['no-starts']) {
          const online = await measureStart(profile, false, values.trace);
          profile.online.push(online);
          line += ` online ${ms(online.homeVisible)} ms, live ${ms(online.live)} ms (CLS ${online.cls.toFixed(3)})`;
          line += startDetails('online', online, values.details);
        }
        if (!values['no-starts'] && !values['no-offline']) {
          const offline = await measureStart(profile, true, values.trace);
          profile.offline.push(offline);
          line += `, offline ${ms(offline.homeVisible)} ms, live ${ms(offline.live)} ms (CLS ${offline.cls.toFixed(3)})`;
          line += startDetails('offline', offline, values.details);
        }
        if (!values['no-interactions']) {
          const taps = await measureInteractions(profile);
          profile.interactions.push(taps);
          line += taps.map((t) => `, ${t.name} event ${ms(t.eventMs)} / result ${ms(t.resultMs)} ms`).join('');
        }
        console.log(line);
      }
    }
    console.log(`\nMedians over ${runs} runs (load average now ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
    for (const profile of profiles) {
      console.log(profile.dist);
      printStarts('online', profile.online);
      printStarts('offline', profile.offline);
      const names = profile.interactions[0]?.map((t) => t.name) ?? [];
      for (const [index, name] of names.entries()) {
        const taps = profile.interactions.map((run) => run[index]!);
        console.log(`  ${name}: event ${spread(taps.map((t) => t.eventMs))} ms; result ${spread(taps.map((t) => t.resultMs))} ms`);
      }
    }
  } finally {
    for (const profile of profiles) {
      await profile.context.close();
      await profile.server.stop();
    }
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
