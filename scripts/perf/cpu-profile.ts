/**
 * Where a first visit's main-thread time goes, by source module (decision 0024): the question
 * Lighthouse's "boot-up time" cannot answer, since it names only the chunk (React, Mantine and the
 * app share one).
 *
 *   node --import tsx scripts/perf/cpu-profile.ts [--path /|game|/discover] [--dist DIR] [--throttle 4] [--top 25] [--save FILE]
 *                                                 [--tap past|share|game]
 *
 * 1. Without --dist: a non-minified production build into /tmp/cpu-profile-dist (the chunk graph
 *    as shipped; Rolldown's `// <module path>` comments tell which module each line came from).
 * 2. The demo community on the real server (demo-server.ts), signed in as its first person.
 * 3. A fresh phone context (empty caches) opens --path with the CPU throttled like Lighthouse's
 *    mobile preset (4x) and V8's sampling profiler on, until the network has been quiet for 2 s.
 * 4. Prints the self time per module (node_modules folded to their package) and the top functions.
 *    With --tap, the page loads unprofiled and the profile covers one tap on Home instead, until
 *    the network has been quiet for a second: My Games' Past tab, Share Your Accomplishment, or the
 *    first game card (decision 0055).
 * 5. --save FILE keeps the profile (.cpuprofile: DevTools' Performance panel opens it, with stacks).
 * 6. --trace (with --tap): Chromium's trace of the tap instead of the profile, the page's main thread's
 *    self time by trace event (script, style recalculation, layout, paint...): "(program)" in a
 *    profile is the browser's own work, and this says which. Then the same for the tap's own event
 *    (Event Timing's duration: the pointerdown to the next frame's commit after the click).
 * Times are this machine's under the throttle: compare builds in one run, not across days.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../tools/app-process';
import { launchBrowser, newPhoneContext, waitForServiceWorkerControl } from '../../tools/browser';
import { activeGameWithPhotos, signIn, startDemoServer } from './demo-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function buildUnminified(dist: string): void {
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--outDir', dist, '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'];
  const result = spawnSync(process.execPath, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** For one chunk: the module each line belongs to, from the path comment Rolldown writes before each. */
function regionsOf(dist: string, url: string): (line: number) => string {
  const path = join(dist, new URL(url).pathname);
  let lines: string[];
  try {
    lines = readFileSync(path, 'utf8').split('\n');
  } catch {
    return () => new URL(url).pathname;
  }
  const owner: string[] = [];
  let current = new URL(url).pathname;
  for (const line of lines) {
    const region = /^\/\/ ((node_modules|src|contract|sw)\/\S+)$/.exec(line);
    if (region) current = region[1]!;
    owner.push(current);
  }
  const fold = (module: string) => {
    const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(module);
    return inPackage ? inPackage[1]! : module;
  };
  return (line) => fold(owner[line] ?? current);
}

const MY_GAMES = 'section[aria-labelledby="my-games-title"]';
const TAPS: Record<string, string> = {
  past: `${MY_GAMES} [role="tab"]:has-text("Past")`,
  share: 'button:has-text("Share Your Accomplishment")',
  game: `${MY_GAMES} a[href^="/games/"]:not([href$="/edit"])`,
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      path: { type: 'string', default: '/' },
      dist: { type: 'string' },
      throttle: { type: 'string', default: '4' },
      top: { type: 'string', default: '25' },
      save: { type: 'string' },
      tap: { type: 'string' },
      trace: { type: 'boolean', default: false },
    },
  });
  const dist = resolve(values.dist ?? '/tmp/cpu-profile-dist');
  if (!values.dist) buildUnminified(dist);
  const server = await startDemoServer(dist);
  const browser = await launchBrowser();
  try {
    const signedIn = await browser.newContext();
    const signedInAnswer = await signedIn.request.post(`${server.baseUrl}/api/auth/signin`, { data: server.signIn, headers: { Origin: server.baseUrl } });
    if (!signedInAnswer.ok()) throw new Error(`sign-in answered ${signedInAnswer.status()}`);
    const cookies = await signedIn.cookies();
    // Not counted: the server's first requests compile and plan.
    // `--path game`: an active game of the signed-in person with photos (as lighthouse.ts measures).
    const path = values.path === 'game' ? await activeGameWithPhotos(server.baseUrl, await signIn(server.baseUrl, server.signIn)) : values.path!;
    const warmUp = await newPhoneContext(browser, { baseURL: server.baseUrl });
    await warmUp.addCookies(cookies);
    await (await warmUp.newPage()).goto(path, { waitUntil: 'networkidle' });
    await warmUp.close();
    await server.settled();
    if (values.tap) {
      // The person has seen their results' celebration (it would cover Home's buttons).
      const unread = (await (await signedIn.request.get(`${server.baseUrl}/api/notifications/games`)).json()) as { id: string }[];
      for (const { id } of unread) await signedIn.request.put(`${server.baseUrl}/api/notifications/${id}/read`, { headers: { Origin: server.baseUrl } });
    }
    const fresh = await newPhoneContext(browser, { baseURL: server.baseUrl });
    await fresh.addCookies(cookies);
    const page = await fresh.newPage();
    const cdp = await fresh.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const tap = values.tap ? TAPS[values.tap] : undefined;
    if (values.tap && !tap) throw new Error(`--tap is one of ${Object.keys(TAPS).join(', ')}`);
    if (tap) {
      // As installed: the service worker in control (the app then loads ahead what is opened next,
      // src/app/idle-preloads.ts), and the game opened once before.
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForServiceWorkerControl(page);
      const game = await page.locator(TAPS.game!).first().getAttribute('href');
      if (game) await page.goto(game, { waitUntil: 'networkidle' });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2_000);
    }
    if (tap && values.trace) {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.locator(tap).first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      reportTrace(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }, Number(values.top));
      return;
    }
    await cdp.send('Profiler.start');
    if (tap) {
      await page.locator(tap).first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
    } else {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2_000);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    if (values.save) writeFileSync(values.save, JSON.stringify(profile));
    report(profile, dist, Number(values.top));
  } finally {
    await browser.close();
    await server.stop();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: unlike `dur`, not lengthened by other processes. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; type?: string } };
}

/** Self time by event name of the events that start in [from, to) (events nest on one thread). */
function selfTimes(events: TraceEvent[], from = -Infinity, to = Infinity): Map<string, number> {
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= upTo) {
      const { event, children } = stack.pop()!;
      self.set(event.name, (self.get(event.name) ?? 0) + (event.dur! - children) / 1000);
      if (stack.length) stack.at(-1)!.children += event.dur!;
    }
  };
  for (const event of events.filter((e) => e.ts >= from && e.ts < to)) {
    close(event.ts);
    stack.push({ event, children: 0 });
  }
  close(Infinity);
  return self;
}

const printSelf = (self: Map<string, number>, top: number) => {
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
};

/** --trace: the self time of each kind of trace event on the page's main thread, from the tap on. */
function reportTrace({ traceEvents }: { traceEvents: TraceEvent[] }, top: number): void {
  const mains = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m: TraceEvent) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  const events = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  // Top-level tasks only (a task run inside another is part of it); the CPU time is the figure to
  // compare builds by on a busy machine.
  const topLevel: TraceEvent[] = [];
  for (const task of events.filter((e) => e.name === 'RunTask')) {
    const last = topLevel.at(-1);
    if (!last || task.ts >= last.ts + last.dur!) topLevel.push(task);
  }
  const sum = (key: 'dur' | 'tdur') => topLevel.reduce((total, t) => total + (t[key] ?? 0), 0) / 1000;
  console.log(`Main thread CPU: ${sum('tdur').toFixed(0)} ms in tasks of ${sum('dur').toFixed(0)} ms`);
  console.log(`Main thread, tasks over 50 ms: ${tasks.map((t) => `${(t.dur! / 1000).toFixed(0)} ms`).join(', ') || 'none'}`);
  const scripts = events.filter((e) => e.name === 'EvaluateScript' && e.dur! > 2_000);
  for (const e of scripts) console.log(`Script evaluated: ${e.args?.data?.url ?? '?'} ${(e.dur! / 1000).toFixed(0)} ms`);
  console.log('Self time by trace event (RunTask: the task itself, outside any event inside it):');
  printSelf(selfTimes(events), top);
  // The tap's own event, as Event Timing counts it: from the pointerdown to the end of the next
  // frame's commit after the click's handlers.
  const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const commit = click && events.find((e) => e.name === 'Commit' && e.ts > click.ts + click.dur!);
  if (down && commit) {
    const end = commit.ts + commit.dur!;
    console.log(`The tap's event, pointerdown to the next frame's commit: ${((end - down.ts) / 1000).toFixed(0)} ms (the click's handlers ${(click.dur! / 1000).toFixed(0)} ms), by trace event:`);
    printSelf(selfTimes(events, down.ts, end), top);
  }
}

function report(profile: Profile, dist: string, top: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const regions = new Map<string, (line: number) => string>();
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfTime) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    total += ms;
    let module = callFrame.functionName || '(anonymous)';
    if (callFrame.url.includes('/assets/')) {
      if (!regions.has(callFrame.url)) regions.set(callFrame.url, regionsOf(dist, callFrame.url));
      module = regions.get(callFrame.url)!(callFrame.lineNumber);
    } else if (callFrame.url) {
      module = new URL(callFrame.url).pathname;
    }
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const fn = `${callFrame.functionName || '(anonymous)'}  ${module}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
  };
  console.log(`Busy (not idle): ${total.toFixed(0)} ms`);
  print('Self time by module:', byModule);
  print('Self time by function:', byFunction);

  // Busy stretches (no idle sample in between): roughly the long tasks, with what filled them.
  console.log('\nBusy stretches over 50 ms (start ms, length ms: top modules):');
  let at = 0;
  let stretch: { start: number; length: number; modules: Map<string, number> } | null = null;
  const flush = () => {
    if (stretch && stretch.length > 50) {
      const top = [...stretch.modules].sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(`${stretch.start.toFixed(0).padStart(7)} ${stretch.length.toFixed(0).padStart(5)}: ${top.map(([m, ms]) => `${m} ${ms.toFixed(0)}`).join(', ')}`);
    }
    stretch = null;
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') return flush();
    stretch ??= { start: at, length: 0, modules: new Map() };
    stretch.length += ms;
    const module = callFrame.url.includes('/assets/') ? regions.get(callFrame.url)?.(callFrame.lineNumber) ?? callFrame.url : callFrame.functionName;
    stretch.modules.set(module, (stretch.modules.get(module) ?? 0) + ms);
  });
  flush();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
