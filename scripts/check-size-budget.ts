/**
 * Size budget of the landing page (decision 0001): the JavaScript it loads ≤ 120 KB gzipped, its CSS
 * ≤ 30 KB gzipped. Run after `vite build`:
 *
 *   node --import tsx scripts/check-size-budget.ts [distDir]
 *
 * What the landing page loads is worked out from the build, not guessed:
 * - dist/index.html: the entry script, modulepreload links and stylesheets;
 * - Vite's build manifest (dist/.vite/manifest.json, build.manifest in vite.config.ts): the entry
 *   chunk and, recursively, its static `imports` with their `css`;
 * - the lazily loaded chunks every landing visit also fetches: the landing route
 *   (src/features/auth/components/landing-page.tsx) and workbox-window (service-worker registration),
 *   each with their static imports and CSS.
 * Also used by tests/e2e/size-budget.test.ts (so `npm test` reports it) and cross-checked against the
 * requests Chromium really makes in tests/e2e/foundation.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** KB = 1,000 bytes, as Vite prints them (the stricter reading of "120 KB"). */
export const JS_BUDGET_BYTES = 120_000;
export const CSS_BUDGET_BYTES = 30_000;

/**
 * The first visit to Home, signed in (decision 0024: Lighthouse mobile 90+, TBT ≤ 200 ms, LCP ≤ 2.5 s),
 * measured in Chromium by scripts/check-home-budget.ts (tests/e2e/home-budget.test.ts).
 * - requestsBeforeFirstRead: Home's reads wait for nothing but the user answer (decision 0018), so
 *   whatever starts before them competes with them for the phone's six connections and delays the
 *   first paint with data. The document, the entry and its preloads, the styles and the user request
 *   fit in 8; Rolldown's automatic chunks made it 15 (decision 0024).
 * - scriptFiles: every chunk costs a request, its preload <link> and an evaluation; the automatic
 *   chunk graph made 77 of them (~650 ms in Vite's preload helper under a 4x CPU throttle). The
 *   entry, the boot, shell and toaster chunks and a few single small ones fit in 10.
 * - jsGzipBytes: JavaScript is what a mid-range phone spends its blocking time on. The landing page
 *   has 120 KB; the signed-in shell and Home get 50 KB more. Now 169.7 KB; 191.6 KB while the
 *   outbox's sheet (a Drawer: Mantine's modal base, scroll area with floating-ui, focus trap and
 *   scroll lock) loaded with the shell, 186 KB before the toasts declared in mutations' meta
 *   (decision 0061), the Intl date module (0059), the streak on Your Stats, the reminder banner
 *   and the celebration dialog's Rematch (0063). 251 KB as
 *   automatic chunks; 222.5 KB while zod loaded with the live connection, decision 0024; 198 KB
 *   while the activity cards' game menu loaded with the shell.
 * - cssGzipBytes (decision 0055): the stylesheets the page asked for before Home's content was visible.
 *   The browser parses them and matches every element against them before it can paint Home:
 *   style work was the largest single share of the cold start's CPU profile. 14.6 KB today (boot
 *   and shell, 84 KB unzipped), 15.8 KB when the toaster's idle preload starts first (seen in a
 *   fresh-clone CI run); 24.9 KB when the idle preloads of the next screens' code
 *   (src/app/idle-preloads.ts) ran on a first visit, before they waited for the service worker.
 * - domNodes (decision 0055): the body's elements in the frame that first shows Home (the budget person
 *   has one game and six posts): each costs style, layout and memory at every start. 256–258 today;
 *   271 in a fresh-clone CI run where the toaster's idle preload came first and mounted its empty
 *   position boxes (15 elements; the container now mounts with the first toast); 323 before Home's cards were plain elements and its lists rendered a first screen's worth
 *   (docs/decisions/0055-warm-start.md).
 */
export const HOME_BUDGET = {
  requestsBeforeFirstRead: 8,
  scriptFiles: 10,
  jsGzipBytes: 175_000,
  cssGzipBytes: 17_000,
  domNodes: 265,
} as const;

/**
 * Source modules loaded lazily on every landing-page visit: keys or `src` in the Vite manifest, or
 * modules in dist/.vite/chunk-modules.json (vite.config.ts) when a chunk group moved them.
 */
export const LANDING_LAZY_SOURCES: RegExp[] = [
  /^src\/features\/auth\/components\/landing-page\.tsx$/,
  /workbox-window/,
];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface BudgetFile {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** Why the landing page loads it. */
  reason: string;
}

export interface BudgetReport {
  files: BudgetFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsBudgetBytes: number;
  cssBudgetBytes: number;
  /** Lazy sources from LANDING_LAZY_SOURCES that the build does not contain. */
  missingLazySources: string[];
  ok: boolean;
}

const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

function htmlAssets(html: string): string[] {
  const found: string[] = [];
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    const attribute = (name: string): string | undefined =>
      new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag);
    const rel = attribute('rel')?.toLowerCase();
    const url = isScript ? attribute('src') : attribute('href');
    if (!url || /^(https?:)?\/\//i.test(url)) continue;
    if (isScript || rel === 'modulepreload' || rel === 'stylesheet') found.push(url.replace(/^\//, ''));
  }
  return found;
}

export function checkSizeBudget(distDir: string = DEFAULT_DIST): BudgetReport {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) {
    throw new Error(`${distDir} has no index.html or .vite/manifest.json: run \`vite build\` first (build.manifest: true)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const html = readFileSync(indexPath, 'utf8');

  const reasons = new Map<string, string>();
  const add = (file: string, reason: string): void => {
    if (/\.(js|mjs|css)$/.test(file) && !reasons.has(file)) reasons.set(file, reason);
  };
  const visited = new Set<string>();
  const walk = (key: string, reason: string): void => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
    add(chunk.file, reason);
    for (const css of chunk.css ?? []) add(css, reason);
    for (const imported of chunk.imports ?? []) walk(imported, `${reason} → static import`);
  };

  if (!manifest['index.html']?.isEntry) throw new Error('the build manifest has no index.html entry');
  walk('index.html', 'entry');
  for (const file of htmlAssets(html)) add(file, 'index.html');

  // A lazy module that a chunk group (vite.config.ts) put into a shared chunk has no manifest entry
  // of its own: the build's module → chunk map names the chunk that holds it.
  const chunkModulesPath = join(distDir, '.vite', 'chunk-modules.json');
  const chunkOf = existsSync(chunkModulesPath) ? (JSON.parse(readFileSync(chunkModulesPath, 'utf8')) as Record<string, string>) : {};
  const missingLazySources: string[] = [];
  for (const pattern of LANDING_LAZY_SOURCES) {
    let key = Object.keys(manifest).find((k) => pattern.test(k) || pattern.test(manifest[k]?.src ?? ''));
    const module = key ? undefined : Object.keys(chunkOf).find((m) => pattern.test(m));
    if (module) key = Object.keys(manifest).find((k) => manifest[k]?.file === chunkOf[module]);
    if (key) walk(key, `lazy ${module ?? manifest[key]?.name ?? key}`);
    else missingLazySources.push(pattern.source);
  }

  const files: BudgetFile[] = [...reasons].map(([file, reason]) => {
    const content = readFileSync(join(distDir, file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      bytes: content.length,
      gzipBytes: gzipSync(content).length,
      reason,
    };
  });
  const sum = (kind: 'js' | 'css'): number =>
    files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0);
  const jsGzipBytes = sum('js');
  const cssGzipBytes = sum('css');
  return {
    files,
    jsGzipBytes,
    cssGzipBytes,
    jsBudgetBytes: JS_BUDGET_BYTES,
    cssBudgetBytes: CSS_BUDGET_BYTES,
    missingLazySources,
    ok: jsGzipBytes <= JS_BUDGET_BYTES && cssGzipBytes <= CSS_BUDGET_BYTES && missingLazySources.length === 0,
  };
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function formatReport(report: BudgetReport): string {
  const rows = report.files.map((f) => [f.file, f.kind, kb(f.bytes), kb(f.gzipBytes), f.reason]);
  const header = ['file', 'kind', 'raw', 'gzip', 'loaded because'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const verdict = (used: number, budget: number): string => `${kb(used)} of ${kb(budget)} ${used <= budget ? 'OK' : 'OVER BUDGET'}`;
  return [
    'Landing page size budget (gzip)',
    line(header),
    ...rows.map(line),
    `JS:  ${verdict(report.jsGzipBytes, report.jsBudgetBytes)}`,
    `CSS: ${verdict(report.cssGzipBytes, report.cssBudgetBytes)}`,
    ...report.missingLazySources.map((s) => `MISSING lazy landing chunk for /${s}/ (renamed? update LANDING_LAZY_SOURCES)`),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = checkSizeBudget(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST);
  console.log(formatReport(report));
  process.exit(report.ok ? 0 : 1);
}
