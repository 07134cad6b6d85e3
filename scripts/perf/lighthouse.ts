/**
 * Lighthouse (mobile, default throttling) on the main screens of a production build, with the demo
 * community, signed in as its first person (decision 0024).
 *
 *   node --import tsx scripts/perf/lighthouse.ts [--runs 3] [--dist DIR]... [--details] [--screens home,game] [--save DIR]
 *
 * --save DIR keeps every report's JSON and its trace. Several --dist compare builds: one server each, runs interleaved (the machine's load drifts).
 *
 * 1. Without --dist: `vite build --outDir /tmp/lh-dist` first (never into dist/, others use it).
 * 2. The real server on a fresh PGlite with the demo data (demo-server.ts), one sign-in through
 *    POST /api/auth/signin; the session cookie goes to Lighthouse in --extra-headers (every run has
 *    a fresh Chromium profile: empty HTTP cache and storage, no service worker).
 * 3. Screens: the landing page (signed out), Home, a game page (an active game with photos, found
 *    through the API), Discover, Profile, Leaderboard. Each --runs times, screens interleaved (the
 *    machine's load drifts); the run with the median performance score is printed.
 * 4. A Markdown table (the README's "First paint") and the load average before and after; with
 *    --details, per screen the scripts by boot-up time, the long tasks, the layout shifts, failed
 *    accessibility audits and API requests made more than once.
 * Lighthouse is too noisy for a pass/fail test (the size budget check is the guard).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../tools/app-process';
import { CHROMIUM_ARGS } from '../../tools/browser';
import { activeGameWithPhotos, buildInto, signIn, startDemoServer, type DemoServer } from './demo-server';
import { medianRun, printDetails, printTable, summarize, type Lhr, type ScreenRun } from './lighthouse-report';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');


/** `--save DIR`: every report's JSON is kept there as well (for the trace's details). */
let saveDir: string | null = null;

function lighthouse(url: string, cookie: string | null): Lhr {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const output = join(dir, 'report.json');
  try {
    const args = ['-y', LIGHTHOUSE, url, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, '--form-factor=mobile'];
    args.push('--only-categories=performance,accessibility', '--output=json', `--output-path=${output}`);
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    if (saveDir) args.push('--save-assets');
    const result = spawnSync('npx', args, {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`lighthouse ${url} exited ${result.status}`);
    if (saveDir) {
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}`;
      copyFileSync(output, join(saveDir, `${name}.json`));
      // --save-assets wrote the run's trace beside the report (report-0.trace.json).
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.trace.json'))) copyFileSync(join(dir, file), join(saveDir, `${name}.trace.json`));
    }
    return JSON.parse(readFileSync(output, 'utf8')) as Lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse run; a run Lighthouse gives up on (NO_FCP on a loaded machine) is tried once more. */
function measure(url: string, cookie: string | null): ScreenRun | null {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return summarize(lighthouse(url, cookie));
    } catch (error) {
      console.warn(`  ${url}: ${(error as Error).message} (attempt ${attempt})`);
    }
  }
  return null;
}

interface Target {
  dist: string;
  server: DemoServer;
  screens: { screen: string; path: string; cookie: string | null }[];
  results: Map<string, ScreenRun[]>;
}

async function startTarget(dist: string, only: string[] | null): Promise<Target> {
  const server = await startDemoServer(dist);
  const cookie = await signIn(server.baseUrl, server.signIn);
  const screens = [
    { screen: 'Landing (signed out)', key: 'landing', path: '/', cookie: null },
    { screen: 'Home', key: 'home', path: '/', cookie },
    { screen: 'Game (active, photos)', key: 'game', path: await activeGameWithPhotos(server.baseUrl, cookie), cookie },
    { screen: 'Discover', key: 'discover', path: '/discover', cookie },
    { screen: 'Profile', key: 'profile', path: '/profile', cookie },
    { screen: 'Leaderboard', key: 'leaderboard', path: '/leaderboard', cookie },
  ].filter(({ key }) => !only || only.includes(key));
  // Not counted: the server's first requests compile and plan.
  lighthouse(`${server.baseUrl}/`, cookie);
  return { dist, server, screens, results: new Map(screens.map(({ screen }) => [screen, []])) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      dist: { type: 'string', multiple: true },
      details: { type: 'boolean', default: false },
      screens: { type: 'string' },
      save: { type: 'string' },
    },
  });
  if (values.save) mkdirSync((saveDir = resolve(values.save)), { recursive: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const dists = (values.dist ?? ['/tmp/lh-dist']).map((dist) => resolve(dist));
  if (!values.dist) buildInto(dists[0]!);

  const targets: Target[] = [];
  // Ctrl+C: the servers go too (Lighthouse's own Chromium stops with the signal it gets as well).
  process.once('SIGINT', () => void Promise.all(targets.map(({ server }) => server.stop())).finally(() => process.exit(130)));
  try {
    for (const dist of dists) targets.push(await startTarget(dist, values.screens?.split(',') ?? null));
    await Promise.all(targets.map(({ server }) => server.settled()));
    const before = load();
    // Builds and screens interleaved: the machine's load drifts over the runs.
    for (let i = 1; i <= runs; i += 1) {
      for (let s = 0; s < targets[0]!.screens.length; s += 1) {
        for (const target of targets) {
          const { screen, path, cookie } = target.screens[s]!;
          const run = measure(`${target.server.baseUrl}${path}`, cookie);
          if (run) target.results.get(screen)!.push(run);
          const figures = run ? `performance ${run.performance}, TBT ${Math.round(run.tbt)} ms` : 'failed twice';
          console.log(`run ${i} ${basename(target.dist)} ${screen}: ${figures}, load ${load()}`);
        }
      }
    }
    const after = load();
    for (const target of targets) {
      console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${runs} run(s) per screen (median), ${target.dist}`);
      console.log(`Load average (1, 5, 15 min): before ${before}, after ${after}\n`);
      const rows = target.screens
        .map(({ screen }) => ({ screen, all: target.results.get(screen)! }))
        .filter(({ all }) => all.length > 0)
        .map((row) => ({ ...row, run: medianRun(row.all) }));
      printTable(rows);
      if (values.details) for (const { screen, run } of rows) printDetails(screen, run);
    }
  } finally {
    for (const { server } of targets) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
