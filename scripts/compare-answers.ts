/**
 * `npx tsx scripts/compare-answers.ts --base <git rev>`: do the reads still answer what they did at
 * <rev>? Seeds one database, builds the app of the working tree and the app of <rev> (a git
 * worktree in /tmp) on it, sends every request of a realistic pool to both, and diffs status and
 * JSON. Made for rewrites that must not change answers (issue 10: reads became SQL documents).
 *
 *   --base <rev>      the reference (default: HEAD)
 *   --only <prefix>   only requests whose path starts with it (repeatable)
 *   --size test|quick the seed size (default: test; quick is 500 people, 3,000 posts)
 *   --per-read <n>    requests per read (default: 150)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/client';
import { seedDatabase } from '../server/seed/seed-database';
import { SEED_SIZES } from '../server/seed/seed-sizes';
import { seededRandom } from '../server/seed/seeded-random';
import { testConfig } from '../tests/support/test-config';
import { prepareScenarios } from './bench/bench-scenarios';
import type { RequestSpec } from './bench/load-spec';

const { values: flags } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    only: { type: 'string', multiple: true },
    size: { type: 'string', default: 'test' },
    'per-read': { type: 'string', default: '150' },
  },
});
const perRead = Number(flags['per-read']);

/** The reference tree: a detached worktree of <rev>, sharing this checkout's node_modules. */
function checkout(rev: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  const dir = `/tmp/compare-answers-${commit}`;
  if (!existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'ignore' });
    symlinkSync(`${process.cwd()}/node_modules`, `${dir}/node_modules`);
  }
  return dir;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Requests of every read the app makes, by people allowed and not allowed to make them. */
async function requestPools(db: Database): Promise<Map<string, RequestSpec[]>> {
  const pools = new Map<string, RequestSpec[]>();
  const scenarios = await prepareScenarios(db);
  for (const s of scenarios) if (s.kind === 'read' && !s.name.startsWith('read mix')) pools.set(s.name, s.pool);
  const cookies = [...new Set(scenarios.flatMap((s) => s.pool.map((r) => r.cookie)).filter(Boolean))] as string[];
  const games = await rowsOf<{ id: string }>(db, sql`select id from games order by id`);
  const rng = seededRandom(3);
  const sample = (make: () => RequestSpec) => Array.from({ length: perRead }, make);
  const anyone = () => rng.pick(cookies);
  const anyGame = () => rng.pick(games).id;
  const add = (name: string, make: () => RequestSpec) => pools.set(name, sample(make));
  // Whoever asks about whichever game: members, strangers (403), and some games that don't exist (404).
  add('GET /api/games/{id} (anyone)', () => ({ method: 'GET', path: `/api/games/${rng.chance(0.1) ? crypto.randomUUID() : anyGame()}`, cookie: anyone() }));
  add('GET /api/games/{id}/scores (anyone)', () => ({ method: 'GET', path: `/api/games/${anyGame()}/scores`, cookie: anyone() }));
  add('GET /api/posts (anyone)', () => ({ method: 'GET', path: `/api/posts?gameId=${anyGame()}&page=${rng.int(1, 3)}&limit=${rng.pick([5, 10, 20])}`, cookie: anyone() }));
  add('GET /api/games/{id}/participants', () => ({ method: 'GET', path: `/api/games/${anyGame()}/participants`, cookie: anyone() }));
  add('GET /api/games/{id}/invitations', () => ({ method: 'GET', path: `/api/games/${anyGame()}/invitations`, cookie: anyone() }));
  add('GET /api/games/{id}/join-requests', () => ({ method: 'GET', path: `/api/games/${anyGame()}/join-requests`, cookie: anyone() }));
  add('GET /api/invitations', () => ({ method: 'GET', path: '/api/invitations', cookie: anyone() }));
  add('GET /api/messages/unread-count', () => ({ method: 'GET', path: '/api/messages/unread-count', cookie: anyone() }));
  add('GET /api/user/stats', () => ({ method: 'GET', path: '/api/user/stats', cookie: anyone() }));
  add('GET /api/user/accomplishments', () => ({ method: 'GET', path: '/api/user/accomplishments', cookie: anyone() }));
  add('GET /api/activity', () => ({ method: 'GET', path: `/api/activity?limit=${rng.pick([5, 10, 20])}`, cookie: anyone() }));
  add('GET /api/games/public', () => ({ method: 'GET', path: rng.chance(0.5) ? '/api/games/public' : `/api/games/public?limit=${rng.int(1, 50)}`, cookie: anyone() }));
  add('GET /api/games/search', () => ({ method: 'GET', path: `/api/games/search?q=${encodeURIComponent(rng.pick(['a', 'Run', 'chall', 'ing', 'x', '%', '_', 'é']))}`, cookie: anyone() }));
  add('GET /api/users/search', () => ({ method: 'GET', path: `/api/users/search?q=${encodeURIComponent(rng.pick(['a', 'An', 'mar', 'e', '%']))}`, cookie: anyone() }));
  add('GET /api/auth/user', () => ({ method: 'GET', path: '/api/auth/user', cookie: anyone() }));
  add('unknown session', () => ({ method: 'GET', path: rng.pick(['/api/games', '/api/activity', `/api/games/${anyGame()}`, '/api/user/stats']), cookie: 'not-a-session' }));
  return pools;
}

/** Where two JSON values first differ (depth first), to show that instead of two long documents. */
function firstDifference(before: unknown, now: unknown, path = '$'): { path: string; before: unknown; now: unknown } | undefined {
  if (isDeepStrictEqual(before, now)) return undefined;
  if (before && now && typeof before === 'object' && typeof now === 'object' && Array.isArray(before) === Array.isArray(now)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
    for (const key of keys) {
      const found = firstDifference((before as Record<string, unknown>)[key], (now as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return { path, before, now };
}

async function main() {
  const size = SEED_SIZES[flags.size as keyof typeof SEED_SIZES];
  if (!size) throw new Error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}`);
  const baseDir = checkout(flags.base);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await seedDatabase(database.db, size);
    const pools = await requestPools(database.db);
    const { buildApp: buildBase } = (await import(`${baseDir}/server/app.ts`)) as { buildApp: typeof buildApp };
    const config = testConfig();
    const apps = { base: await buildBase({ config, database }), now: await buildApp({ config, database }) };
    let differences = 0;
    for (const [name, pool] of pools) {
      const requests = pool.slice(0, perRead).filter((r) => !flags.only || flags.only.some((p) => r.path.startsWith(p)));
      if (requests.length === 0) continue;
      const statuses = new Map<number, number>();
      let differing = 0;
      for (const r of requests) {
        const options = { method: r.method, url: r.path, headers: r.cookie ? { cookie: `sid=${r.cookie}` } : {} };
        const [before, after] = [await apps.base.inject(options), await apps.now.inject(options)];
        statuses.set(after.statusCode, (statuses.get(after.statusCode) ?? 0) + 1);
        const same = before.statusCode === after.statusCode && isDeepStrictEqual(before.json(), after.json());
        if (same) continue;
        differing += 1;
        if (differing <= 2) {
          const at = before.statusCode === after.statusCode ? firstDifference(before.json(), after.json()) : { path: 'status', before: before.statusCode, now: after.statusCode };
          console.log(`  DIFF ${r.path} at ${at?.path}:\n    before ${JSON.stringify(at?.before)?.slice(0, 300)}\n    now    ${JSON.stringify(at?.now)?.slice(0, 300)}`);
        }
      }
      differences += differing;
      const answered = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
      console.log(`${differing === 0 ? 'same' : 'DIFFERENT'}  ${name}: ${requests.length} requests (${answered})${differing ? `, ${differing} differ` : ''}`);
    }
    await Promise.all([apps.base.close(), apps.now.close()]);
    console.log(differences === 0 ? `\nEvery answer is the same as at ${flags.base}.` : `\n${differences} answers differ from ${flags.base}.`);
    process.exitCode = differences === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
