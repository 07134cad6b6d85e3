import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SIGNED_IN_CHUNK } from './server/plugins/signed-in-shell.js';

/**
 * Writes file.br and file.gz beside every text asset of the build that they make smaller (also the
 * sub-1 KB entry, which only imports the boot chunk, decision 0024), so the server can send them
 * compressed without spending CPU per request (@fastify/static `preCompressed: true`, which falls back
 * to the plain file). dist/sw.js is generated after this hook and stays uncompressed (tiny, rarely fetched).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (name.startsWith('.')) return [];
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/** A module id test: the path under the project, '/' or '\\' between folders. */
const path = (pattern: string): RegExp => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A module id as a path from the project's root, '/' between folders. */
const projectPath = (id: string): string => relative(ROOT, id).split(sep).join('/');

/** Source modules that a chunk group names by path: checkChunkGroups() fails the build when one is missing. */
const NAMED_MODULES = new Map<string, string[]>();

/** A group's test naming source modules by their paths from the project's root (checked at build time). */
function sourceModules(group: string, ...paths: string[]): (id: string) => boolean {
  NAMED_MODULES.set(group, [...(NAMED_MODULES.get(group) ?? []), ...paths]);
  return (id) => paths.includes(projectPath(id));
}

/**
 * The chunk graph (decision 0024). Left to itself, Rolldown cut the app into ~130
 * automatic chunks, one per set of screens sharing a module (Box-*.js, IconUsers-*.js, 0.1-1 KB
 * each): a first visit to Home asked for 77 scripts, each dynamic import carried a long list of
 * them for Vite's preload helper (~650 ms of appending <link rel=modulepreload> under a 4x CPU
 * throttle), and 15 requests left before the first read. Groups, highest priority first; each takes
 * the modules its test matches and, recursively, their static imports not taken already:
 * - boot: what every first visit runs, signed in or not: the entry (React, Mantine's provider, TanStack
 *   Query, the api client), the landing page and workbox-window (both loaded on every landing visit,
 *   so they cost the landing page no byte it did not load already; its budget: check-size-budget.ts).
 * - shell: what the signed-in app needs to show Home, all of which start-up.ts asks for at once
 *   when the user answer comes: the routed app (router, route table), the layout (header, bottom
 *   navigation), Home's screen, the saved-cache code and the share-sheet intake.
 * - toaster: the toast container, which the signed-in app loads once idle; its own group so that
 *   the next one does not pull what it shares with the rare screens in front of every Home visit.
 * - zod-core, contract: zod and the contract's schemas, which Home does not need (the outbox loads a
 *   payload schema when it checks an entry; Home, the game page, the Profile and the Leaderboard take
 *   their values from zod-free modules, decision 0024): two chunks for the screens and forms that
 *   validate, instead of one per contract module. The
 *   live connection checks only an event's type (zod-free contract/live-event-types.ts, kept out
 *   of 'contract' with events.ts, decision 0024); the events' schema is the server's and its tests'.
 * - screens: the UI library modules (Mantine, icons, their helpers) that two or more of the other
 *   screens and dialogs use, in one chunk instead of dozens of tiny ones; what one screen alone uses
 *   stays in its chunk. dayjs is not UI: it stays in the chunks Rolldown makes for it.
 * - game-page: the game page's route and the app modules it imports that no group above took. Left
 *   to Rolldown, each app module that two screens share (a confirmation, a menu, an api hook) was a
 *   chunk of its own, 0.3-1 KB: a first visit to a game page asked for 25 of them. A slow phone
 *   network pays a round trip per request, six at a time over HTTP/1.1: with this group, requests
 *   61 → 39, JavaScript 246 → 221 KB, Lighthouse's Game 78 → 90 and Discover 87 → 91 (decision
 *   0055). The screens that share those modules load this chunk (12 KB) instead of the small ones.
 *   The same group for the Profile did not move its score.
 * - celebration: the game results' celebration, which Home shows, with what it shares with the game
 *   page (the rematch button, the game's query): without it, Home loaded the game page's chunk.
 * Every screen and dialog beyond Home keeps its own lazy chunk.
 */
// Not in 'contract': its modules without zod, whose values screens import without loading the
// schemas (the lists in 'contract-values'; the sizes are inlined where used), and events.ts,
// which the app does not load (see above).
const CONTRACT_VALUES = path('/contract/(leaderboard-metrics|achievements|push-kinds|report-reasons)\\.ts$');
const OUTSIDE_CONTRACT_CHUNK = path('/contract/(events|live-event-types|sizes)\\.ts$');

const ZOD = path('/node_modules/zod/');

const BOOT_MODULES = sourceModules('boot', 'src/main.tsx', 'src/features/auth/components/landing-page.tsx');

const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'boot',
    priority: 3,
    test: (id) => BOOT_MODULES(id) || path('/node_modules/workbox-window/').test(id),
  },
  {
    // The chunk the server names in a signed-in visit's head (server/plugins/signed-in-shell.ts finds
    // it in Vite's manifest by this name): the routed app first, which AuthGate loads lazily.
    name: SIGNED_IN_CHUNK,
    priority: 2,
    test: sourceModules(
      SIGNED_IN_CHUNK,
      'src/app/routed-app.tsx',
      'src/app/layouts/app-layout.tsx',
      'src/app/routes/home-route.tsx',
      'src/offline/query-persistence.ts',
      'src/sw-shared/shared-inbox.ts',
      // The one library module of the Profile's header that the shell lacks (its Logout icon, shared
      // with the game page's Leave, would be in 'screens' or 'game-page'): the header renders with
      // the shell's code alone (decision 0055).
      'node_modules/@tabler/icons-react/dist/esm/icons/IconLogout.mjs',
    ),
  },
  { name: 'toaster', priority: 1, test: sourceModules('toaster', 'src/app/toaster.tsx') },
  { name: 'zod-core', priority: 1, test: ZOD },
  { name: 'contract', priority: 1, test: (id) => path('/contract/').test(id) && !OUTSIDE_CONTRACT_CHUNK.test(id) },
  // Zod-free lists the screens use, before 'contract', which would take them in as its dependencies.
  { name: 'contract-values', priority: 2, test: CONTRACT_VALUES },
  {
    name: 'screens',
    priority: 0,
    minShareCount: 2,
    test: path(
      '/node_modules/(@mantine|@tabler|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|clsx|react-number-format|react-textarea-autosize)/',
    ),
  },
  {
    // Before 'game-page', which would otherwise take the modules it shares with the game page: Home
    // shows the results' celebration, and would load the game page's chunk with it.
    name: 'celebration',
    priority: 0,
    test: sourceModules('celebration', 'src/app/layouts/celebration-with-rematch.tsx'),
  },
  {
    name: 'game-page',
    priority: 0,
    test: sourceModules('game-page', 'src/app/routes/game-detail-route.tsx'),
  },
];

/**
 * The screens that people open the app on, which render without zod and the contract's schemas
 * (decision 0024). The Profile once loaded and evaluated zod's 87 KB for one list of labels
 * (decision 0055).
 */
const ZOD_FREE_SCREENS = [
  'src/app/routes/home-route.tsx',
  'src/app/routes/game-detail-route.tsx',
  'src/app/routes/profile-sections.tsx',
  'src/features/games/components/discover/discover-page.tsx',
  'src/features/leaderboard/components/leaderboard-page.tsx',
];

/**
 * The Profile's route renders its header and Your Stats with the code that showed Home (the 'boot'
 * and 'shell' chunks) and its own: waiting for the screens' shared UI code ('screens', 56 KB
 * compressed) put the Profile's largest paint at 3.8 s in Lighthouse (decision 0055). What it shows
 * below comes from profile-sections.tsx, which it loads lazily.
 */
const SHELL_ONLY_SCREENS = ['src/app/routes/profile-route.tsx'];

/**
 * Fails the build when a chunk group names a source module by a path that is not in the build (a
 * renamed or moved file, which the group would otherwise silently lose: the signed-in visit's
 * preload of SIGNED_IN_CHUNK would fetch a chunk without the routed app), or when the module ended
 * up in another chunk; or when one of ZOD_FREE_SCREENS statically imports a chunk with zod, or one of
 * SHELL_ONLY_SCREENS a chunk beyond 'boot' and the shell. There
 * must be exactly one chunk named SIGNED_IN_CHUNK, the name the server looks up in the manifest.
 */
function checkChunkGroups(): Plugin {
  return {
    name: 'check-chunk-groups',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [projectPath(id), chunk] as const)));
      for (const [group, paths] of NAMED_MODULES) {
        for (const modulePath of paths) {
          const chunk = chunkOf.get(modulePath)?.name;
          if (chunk === undefined) this.error(`vite.config.ts: chunk group '${group}' names ${modulePath}, which is not in the build (renamed or moved?)`);
          if (chunk !== group) this.error(`vite.config.ts: ${modulePath} belongs in chunk '${group}' but ended up in '${chunk}'`);
        }
      }
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (chunk: Rolldown.OutputChunk, seen = new Set<Rolldown.OutputChunk>()): Set<Rolldown.OutputChunk> => {
        if (seen.has(chunk)) return seen;
        seen.add(chunk);
        for (const file of chunk.imports) staticClosure(byFile.get(file)!, seen);
        return seen;
      };
      // The chunks a screen named in `list` loads before it renders: its own first, then their static imports.
      const loadedBefore = (list: string, screen: string): Rolldown.OutputChunk[] => {
        const chunk = chunkOf.get(screen);
        if (!chunk) this.error(`vite.config.ts: ${list} names ${screen}, which is not in the build (renamed or moved?)`);
        return [...staticClosure(chunk)];
      };
      for (const screen of ZOD_FREE_SCREENS) {
        const withZod = loadedBefore('ZOD_FREE_SCREENS', screen).find((c) => c.moduleIds.some((id) => ZOD.test(id)));
        if (withZod) this.error(`vite.config.ts: ${screen} loads zod before it renders (through chunk '${withZod.name}'); take its values from a zod-free module`);
      }
      for (const screen of SHELL_ONLY_SCREENS) {
        const [, ...imported] = loadedBefore('SHELL_ONLY_SCREENS', screen);
        const beyond = imported.filter((c) => !['boot', SIGNED_IN_CHUNK, 'rolldown-runtime'].includes(c.name));
        if (beyond.length > 0) this.error(`vite.config.ts: ${screen} loads ${beyond.map((c) => `'${c.name}'`).join(', ')} before it renders; only 'boot' and '${SIGNED_IN_CHUNK}' are allowed (load the rest lazily)`);
      }
      const signedIn = chunks.filter((chunk) => chunk.name === SIGNED_IN_CHUNK).length;
      if (signedIn !== 1) this.error(`vite.config.ts: ${signedIn} chunks named '${SIGNED_IN_CHUNK}' (server/plugins/signed-in-shell.ts needs one)`);
    },
  };
}

/**
 * dist/.vite/chunk-modules.json: the chunk each source module ended up in (path from the project's
 * root → chunk file). Vite's manifest names only the chunks' entry modules; a module that a group
 * of CHUNK_GROUPS moved into a shared chunk (the landing page into 'boot') is found here by
 * scripts/check-size-budget.ts. Not served to anyone who needs it: .vite/ is not precached.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!id.startsWith('\0')) modules[projectPath(id)] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    // dist/.vite/manifest.json: lets scripts/check-size-budget.ts find what the landing page loads.
    manifest: true,
    // The chunk graph (decision 0024): a few chunks by what loads together, not ~130 automatic ones.
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  plugins: [
    react(),
    precompress(),
    chunkModules(),
    checkChunkGroups(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is a hand-kept file in public/ (linked from index.html).
      manifest: false,
      injectManifest: {
        // The app shell: code, styles, index.html, the SVG logo (header) and the web manifest.
        // The PNG icons are deliberately not matched: the browser fetches them itself for
        // installing, and a pattern matching them again would duplicate precache entries.
        globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
