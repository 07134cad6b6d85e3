/**
 * globalSetup of the vitest 'e2e' project: the browser tests run the production build, so make
 * sure dist/ is built from the current sources. Builds with `vite build` unless dist/ is newer than
 * every input (set E2E_FORCE_BUILD=1 to always build, E2E_SKIP_BUILD=1 to never build).
 */
import { buildIsCurrent, buildProduction } from '../../tools/production-build';

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  if (process.env.E2E_FORCE_BUILD !== '1' && buildIsCurrent()) return;
  const started = Date.now();
  buildProduction();
  console.log(`e2e: built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
