/**
 * `npm test`'s test run (after the type check and the lint): the browser journeys beside the other
 * tests, as two vitest processes (docs/decisions/0057-test-time.md).
 *
 * - 'journeys': the `e2e` project, one file at a time (each starts its own server and Chromium).
 * - 'the rest': the `client`, `server` and `server-pg` projects, two files at a time.
 *
 * In one vitest process the journeys could only run after the rest (vitest runs a project with
 * fewer workers in a group of its own, after the others) or two at a time, which made them flaky
 * under the load of two Chromiums on this 2-core machine. Side by side, each suite keeps its own
 * number of workers and the journeys' waits use the core the rest leaves idle.
 *
 *   npx tsx scripts/run-tests.ts [vitest filters and options, given to both]
 *
 * Every line is prefixed with its suite's name. Exits non-zero when either suite failed; both
 * always run to the end.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { REPO_ROOT } from '../tools/app-process';

interface Suite {
  name: string;
  projects: string[];
}

const SUITES: Suite[] = [
  { name: 'journeys', projects: ['e2e'] },
  { name: 'the rest', projects: ['client', 'server', 'server-pg'] },
];

const vitest = join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');

function run(suite: Suite, extra: string[]): Promise<number> {
  const projects = suite.projects.flatMap((project) => ['--project', project]);
  // A filter given on the command line may match files of one suite only.
  const child = spawn(process.execPath, [vitest, 'run', ...projects, '--passWithNoTests', ...extra], {
    cwd: REPO_ROOT,
    // Piped, vitest would drop its colours where a terminal shows them.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${suite.name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const codes = await Promise.all(SUITES.map((suite) => run(suite, process.argv.slice(2))));
const failed = SUITES.filter((_, i) => codes[i] !== 0).map((suite) => suite.name);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(failed.length ? `\nnpm test: ${failed.join(' and ')} failed (${minutes} min)` : `\nnpm test: both suites passed (${minutes} min)`);
process.exitCode = failed.length ? 1 : 0;
