/**
 * globalSetup of the vitest 'e2e' project: the browser tests run the production build, so make
 * sure dist/ is built from the current sources. Builds with `vite build` unless dist/ is newer than
 * every input (set E2E_FORCE_BUILD=1 to always build, E2E_SKIP_BUILD=1 to never build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/app-process';

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

export function buildIsCurrent(): boolean {
  if (!existsSync(BUILD_STAMP) || !existsSync(join(REPO_ROOT, 'dist', 'sw.js'))) return false;
  const built = statSync(BUILD_STAMP).mtimeMs;
  return INPUTS.every((input) => newestMtime(join(REPO_ROOT, input)) <= built);
}

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  if (process.env.E2E_FORCE_BUILD !== '1' && buildIsCurrent()) return;
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`e2e: built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
