/**
 * `npm test`'s test run (after the type check and the lint): two lines of vitest runs side by side
 * (docs/decisions/0057-test-time.md).
 *
 * - 'browser': the `e2e` project (the journeys, one file at a time, each with its own server and
 *   Chromium), then the `client` project (jsdom, two files at a time).
 * - 'server': the `server` and `server-pg` projects, two files at a time.
 *
 * The journeys are the longest part and use about one core; the server tests take what is left.
 * The component tests come after the journeys: beside them, their short waits failed. In one vitest
 * process the journeys could only run after the rest, or two at a time (vitest gives a project with
 * fewer workers a group of its own, after the others), and two Chromiums on two cores made them
 * flaky. The server line at a lower priority starved, and at one file at a time it became the
 * longest line.
 *
 *   npx tsx scripts/run-tests.ts [vitest filters and options, given to every run]
 *
 * Every line is prefixed with its line's name. Exits non-zero when any run failed; all run to the end.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../tools/app-process';

interface Line {
  name: string;
  /** vitest runs one after the other, each the projects it names. */
  runs: string[][];
  /** Options for each of its runs. */
  options: string[];
}

const LINES: Line[] = [
  { name: 'browser', runs: [['e2e'], ['client']], options: [] },
  { name: 'server', runs: [['server', 'server-pg']], options: [] },
];

const vitest = join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');

function runVitest(line: Line, projects: string[], extra: string[]): Promise<number> {
  const args = [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), '--passWithNoTests', ...line.options, ...extra];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    // Piped, vitest would drop its colours where a terminal shows them.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${line.name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (text) => out.write(`${prefix}${text}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function runLine(line: Line, extra: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const projects of line.runs) {
    if ((await runVitest(line, projects, extra)) !== 0) failed.push(projects.join(' + '));
  }
  return failed;
}

const started = Date.now();
const failed = (await Promise.all(LINES.map((line) => runLine(line, process.argv.slice(2))))).flat();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(failed.length ? `\nnpm test: ${failed.join(', ')} failed (${minutes} min)` : `\nnpm test: every project passed (${minutes} min)`);
process.exitCode = failed.length ? 1 : 0;
