/**
 * The real server (`node --import tsx server/main.ts`, as `npm start` runs it) on a fresh PGlite
 * DATA_DIR filled with the demo community (SEED_SIZES.demo, as `npm run demo`), serving a given
 * build (STATIC_DIR), on a free port of 127.0.0.1. For the measurements in scripts/perf/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { SEED_SIZES } from '../../server/seed/seed-sizes';
import { freePort, REPO_ROOT, serverEnv } from '../../tools/app-process';

export interface DemoServer {
  baseUrl: string;
  signIn: { username: string; password: string };
  stop(): Promise<void>;
  /**
   * Resolves once the seed's game notifications are older than the celebration queue's clock
   * margin (CLOCK_MARGIN_MS, a minute). Before that, every visit to Home reads My Games and the stats
   * twice (use-celebration-queue.ts), which a person visiting later never sees: measure after it,
   * or builds measured a minute apart are not compared alike.
   */
  settled(): Promise<void>;
}

const SETTLED_AFTER_MS = 65_000;

/** A production build of this checkout into `dist` (the measurements compare builds side by side). */
export function buildInto(dist: string): void {
  console.log(`Building into ${dist}…`);
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

export async function startDemoServer(staticDir: string): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'czc-perf-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  const { signIn } = await seedDatabase(database.db, SEED_SIZES.demo).finally(() => database.close());
  const seededAt = Date.now();
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, seededAt + SETTLED_AFTER_MS - Date.now())));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...serverEnv(), LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    }
    const status = await fetch(`${baseUrl}/api/auth/user`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 401) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer GET /api/auth/user with 401 within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, signIn, stop, settled };
}

/** The session cookie of one sign-in through the API. */
export async function signIn(baseUrl: string, credentials: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** An active game of the signed-in person whose newest posts include photos. */
export async function activeGameWithPhotos(baseUrl: string, cookie: string): Promise<string> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const games = await get<{ id: string; status: string }[]>('/api/games');
  for (const game of games.filter((g) => g.status === 'active')) {
    const page = await get<{ posts: { image: string | null }[] }>(`/api/posts?gameId=${game.id}&limit=10`);
    if (page.posts.some((post) => post.image)) return `/games/${game.id}`;
  }
  throw new Error('no active game with photos in the demo data');
}
