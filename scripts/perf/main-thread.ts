/**
 * A steadier A/B of first-visit main-thread work than Lighthouse (decision 0024): Lighthouse's score
 * swings by ±6 points and its TBT by ±0.5 s between runs of one build, which hides changes of that
 * size. This loads a screen several times per build, interleaved, and reads Chromium's trace:
 *
 *   node --import tsx scripts/perf/main-thread.ts --dist A --dist B [--path /|game|/discover] [--runs 5] [--tasks]
 *
 * Per build, the median over runs of:
 * - busy: the main thread's top-level tasks, in ms, from navigation to the network going quiet;
 * - TBT×4: Lighthouse's formula on these tasks as a phone would run them, each 4x longer (its
 *   mobile preset), counting what exceeds 50 ms from the first contentful paint on;
 * - long: the tasks that would exceed 50 ms at 4x (over 12.5 ms here), and the longest one;
 * - style+layout+paint: the browser's rendering work in all of them;
 * - FCP and LCP as this machine, unthrottled, saw them;
 * - with --tasks, the last run's long tasks and what filled them.
 * Compare builds within one run; the machine's load moves every figure.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { activeGameWithPhotos, signIn, startDemoServer, type DemoServer } from './demo-server';

const SLOWDOWN = 4;
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);
// disabled-by-default-v8.compile: V8's source-position collection, which only the inspector causes (below).
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-v8.compile'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { navigationId?: string; url?: string; functionName?: string; type?: string } };
}

interface Figures {
  busy: number;
  tbt: number;
  long: number;
  longest: number;
  /** The browser's own rendering: style, layout, paint (all tasks). */
  rendering: number;
  fcp: number;
  lcp: number;
  /** With --tasks: each task over 12.5 ms, when it started, and the events that took most of it. */
  tasks: string[];
}

/** What a task's nested event did, for --tasks: its kind, and the script or event it ran for. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data;
  const where = data?.url ? ` ${data.url.split('/').pop()}` : data?.type ? ` ${data.type}` : '';
  return `${event.name}${where}`;
}

/** A long task's own breakdown: its nested events one level down, longest first. */
function describeTask(task: TraceEvent, ownMs: number, nested: TraceEvent[], start: number): string {
  const end = task.ts + task.dur!;
  const inside = nested.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.dur);
  const children = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && p.dur! > e.dur!));
  const parts = children
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 4)
    .map((e) => `${labelOf(e)} ${(e.dur! / 1000).toFixed(0)}`);
  return `@${((task.ts - start) / 1000).toFixed(0)} ${ownMs.toFixed(0)} ms: ${parts.join(', ')}`;
}

/** The figures of one trace: the page's main thread is the one its navigation started on. */
function figuresOf(events: TraceEvent[]): Figures {
  // The navigation that painted (navigationStart names its URL only sometimes).
  const id = events.find((e) => e.name === 'firstContentfulPaint')?.args?.data?.navigationId;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.navigationId === id);
  if (!id || !navigation) throw new Error('the trace has no navigation that painted');
  const { pid, tid, ts: start } = navigation;
  const mark = (name: string) => {
    const found = events.filter((e) => e.name === name && e.args?.data?.navigationId === id).map((e) => e.ts);
    return found.length ? (Math.max(...found) - start) / 1000 : NaN;
  };
  const fcp = mark('firstContentfulPaint');
  const lcp = mark('largestContentfulPaint::Candidate');
  // Top level only: a nested RunTask (a task run inside another) is part of its parent.
  const own = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.tid === tid && e.ts >= start)
    .sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  for (const task of own) {
    const last = topLevel.at(-1);
    if (!last || task.ts >= last.ts + last.dur!) topLevel.push(task);
  }
  const nested = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= start && e.name !== 'RunTask');
  // Not the page's work: with Playwright's Runtime domain on, V8 records a detailed stack for every
  // Error created, which means re-parsing each function on the stack for its source positions. On
  // the boot chunk's evaluation that was ~120 of ~150 ms, which neither a person's browser nor
  // Lighthouse (13 ms in its trace of the same build) spends.
  const inspectorOnly = (t: TraceEvent) =>
    nested
      .filter((e) => e.name === 'V8.CollectSourcePositions' && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!)
      .reduce((sum, e) => sum + e.dur!, 0);
  const pageMs = new Map(topLevel.map((t) => [t, (t.dur! - inspectorOnly(t)) / 1000]));
  const ms = (t: TraceEvent) => pageMs.get(t)!;
  const afterFcp = topLevel.filter((t) => (t.ts - start) / 1000 >= fcp);
  return {
    tasks: topLevel.filter((t) => ms(t) * SLOWDOWN > 50).map((t) => describeTask(t, ms(t), nested, start)),
    busy: topLevel.reduce((sum, t) => sum + ms(t), 0),
    tbt: afterFcp.reduce((sum, t) => sum + Math.max(0, ms(t) * SLOWDOWN - 50), 0),
    long: topLevel.filter((t) => ms(t) * SLOWDOWN > 50).length,
    longest: Math.max(0, ...topLevel.map(ms)),
    rendering: nested.filter((e) => RENDERING.has(e.name)).reduce((sum, e) => sum + e.dur! / 1000, 0),
    fcp,
    lcp,
  };
}

async function visit(browser: Browser, server: DemoServer, cookie: string, path: string): Promise<Figures> {
  const context = await newPhoneContext(browser, { baseURL: server.baseUrl });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: server.baseUrl };
    }),
  );
  // Before the page exists: the renderer its navigation lands in may be one started with it.
  await browser.startTracing(undefined, { categories: CATEGORIES });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  // Quiet network is not a quiet main thread: the lists render in the background after it.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  return figuresOf(trace.traceEvents);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true },
      path: { type: 'string', default: '/' },
      runs: { type: 'string', default: '5' },
      tasks: { type: 'boolean', default: false },
    },
  });
  const dists = (values.dist ?? []).map((dist) => resolve(dist));
  if (dists.length === 0) throw new Error('--dist DIR (one or more builds)');
  const servers = await Promise.all(dists.map((dist) => startDemoServer(dist)));
  const browser = await launchBrowser();
  try {
    const targets = [];
    for (const server of servers) {
      const cookie = await signIn(server.baseUrl, server.signIn);
      const path = values.path === 'game' ? await activeGameWithPhotos(server.baseUrl, cookie) : values.path!;
      await visit(browser, server, cookie, path); // Not counted: the server's first requests compile and plan.
      targets.push({ server, cookie, path, runs: [] as Figures[] });
    }
    await Promise.all(servers.map((server) => server.settled()));
    for (let run = 0; run < Number(values.runs); run += 1) {
      for (const target of targets) target.runs.push(await visit(browser, target.server, target.cookie, target.path));
    }
    console.log(`${values.path}, ${values.runs} runs, medians (unthrottled ms; TBT×4 as a 4x slower phone would block)`);
    console.log('| Build | busy | TBT×4 | tasks > 12.5 ms | longest | style+layout+paint | FCP | LCP |\n|---|---:|---:|---:|---:|---:|---:|---:|');
    targets.forEach((target, i) => {
      const m = (pick: (f: Figures) => number) => median(target.runs.map(pick)).toFixed(0);
      if (values.tasks) console.log(`${dists[i]}, the last run's long tasks:\n  ${target.runs.at(-1)!.tasks.join('\n  ')}`);
      console.log(`| ${dists[i]} | ${m((f) => f.busy)} | ${m((f) => f.tbt)} | ${m((f) => f.long)} | ${m((f) => f.longest)} | ${m((f) => f.rendering)} | ${m((f) => f.fcp)} | ${m((f) => f.lcp)} |`);
    });
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
