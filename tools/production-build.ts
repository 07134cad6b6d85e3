/**
 * The production build (dist/) and whether it is older than its sources: the e2e project builds
 * before its journeys (tests/e2e/global-setup.ts), `npm run demo` before it starts
 * (scripts/demo/demo.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './app-process';

const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'sw', 'public', 'contract'];
const BUILD_STAMP = join(REPO_ROOT, 'dist', '.vite', 'manifest.json');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ (its manifest and service worker) is newer than every input of the build. */
export function buildIsCurrent(): boolean {
  if (!existsSync(BUILD_STAMP) || !existsSync(join(REPO_ROOT, 'dist', 'sw.js'))) return false;
  const built = statSync(BUILD_STAMP).mtimeMs;
  return INPUTS.every((input) => newestMtime(join(REPO_ROOT, input)) <= built);
}

/** `vite build` in production mode; throws with its output when it fails. */
export function buildProduction(extraArgs: string[] = []): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...extraArgs], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}
