/**
 * Decision 0023's benchmark: every leaderboard read at 10k and at 10M posts' worth of counters, 100,000
 * users each, on PGlite and PostgreSQL, next to the bare-route floor and the session read; and the
 * 30-day refresh job's time. Prints Markdown (README "Leaderboards cost").
 *
 *   node --import tsx scripts/bench/leaderboard-bench.ts [--targets pglite,postgres] [--duration 4] [--quick]
 *
 * Per read: p50/p99 at a light fixed rate (50/s, the service time, as `npm run bench` measures it),
 * then flat out over 10 connections with the server's CPU per request (Node plus, on PostgreSQL,
 * the database's processes). Each signed-in request is by one of 1,000 people drawn at random from
 * the 100,000, so most readers' own entry (`me`) is computed too: a rank counted over the index.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { CREATOR_METRICS, PLAYER_METRICS, TIME_FRAMES, ALL_TIME_ONLY_METRICS, type PlayerMetric } from '@contract/leaderboard';
import type { Database } from '../../server/db/client';
import { refreshLeaderboards } from '../../server/modules/leaderboards/refresh';
import { hashSessionToken } from '../../server/plugins/session';
import { BARE_ROUTE } from './bench-scenarios';
import { startBenchServer } from './bench-server';
import { benchEachTarget, type BenchTarget } from './bench-targets';
import { LEADERBOARD_SIZES, seedLeaderboards } from './leaderboard-seed';
import type { LoadResult, RequestSpec } from './load-spec';
import { runLoad } from './run-load';

const { values: flags } = parseArgs({
  options: { targets: { type: 'string' }, duration: { type: 'string', default: '4' }, quick: { type: 'boolean', default: false } },
});
/** --quick: a smoke run on a fiftieth of the data. */
const sizes = flags.quick
  ? LEADERBOARD_SIZES.map((s) => ({ ...s, users: s.users / 50, posts: s.posts / 50, activeUsers: s.activeUsers / 50, games: s.games / 50 }))
  : LEADERBOARD_SIZES;
const durationSeconds = Number(flags.duration);
const log = (line: string) => process.stderr.write(`${line}\n`);
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const boards = TIME_FRAMES.flatMap((frame) => [
  ...PLAYER_METRICS.filter((m) => frame === 'alltime' || !ALL_TIME_ONLY_METRICS.includes(m as PlayerMetric)).map((m) => `players?timeFrame=${frame}&metric=${m}`),
  ...CREATOR_METRICS.map((m) => `creators?timeFrame=${frame}&metric=${m}`),
]);

/** Sessions for 1,000 random people; the request pools of every scenario. */
async function scenarios(db: Database): Promise<{ name: string; pool: RequestSpec[] }[]> {
  const people = await rowsOf<{ id: string }>(db, sql`select id from users order by md5(id::text) limit 1000`);
  const cookies = people.map(() => randomBytes(32).toString('base64url'));
  for (const [i, person] of people.entries()) {
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values (${hashSessionToken(cookies[i]!)}, ${person.id}, now() + interval '1 day')`);
  }
  const signedIn = (path: string) => cookies.map((cookie) => ({ method: 'GET' as const, path, cookie }));
  return [
    { name: `bare Fastify route (GET ${BARE_ROUTE})`, pool: [{ method: 'GET', path: BARE_ROUTE }] },
    { name: 'GET /api/auth/user (the session read alone)', pool: signedIn('/api/auth/user') },
    ...boards.map((board) => ({ name: `GET /api/leaderboard/${board}`, pool: signedIn(`/api/leaderboard/${board}`) })),
  ];
}

interface Measured {
  light: LoadResult;
  max: LoadResult;
  cpuMs: number | undefined;
}

async function measure(target: BenchTarget, url: string, pool: RequestSpec[]): Promise<Measured> {
  const light = await runLoad({ url, durationSeconds, connections: 20, rate: 50, pool, idempotent: false });
  const [nodeBefore, dbBefore] = [process.cpuUsage(), target.databaseCpuMs()];
  const max = await runLoad({ url, durationSeconds, connections: 10, pool, idempotent: false });
  const node = process.cpuUsage(nodeBefore);
  const dbAfter = target.databaseCpuMs();
  const dbMs = dbBefore === undefined || dbAfter === undefined ? undefined : dbAfter - dbBefore;
  const cpuMs = dbMs === undefined ? undefined : ((node.user + node.system) / 1000 + dbMs) / Math.max(1, max.total);
  for (const r of [light, max]) if (r.non2xx + r.errors > 0) throw new Error(`non-2xx answers: ${JSON.stringify(r.statusCodes)}`);
  return { light, max, cpuMs };
}

/** The refresh job at this size: first fill, an idle pass, a pass after 1,000 changed day rows. */
async function timeRefresh(db: Database): Promise<string[]> {
  const time = async (label: string) => {
    const start = performance.now();
    const result = await refreshLeaderboards(db);
    return `${label}: ${(performance.now() - start).toFixed(0)} ms (${JSON.stringify(result)})`;
  };
  const first = await time('first fill');
  const idle = await time('nothing changed');
  await db.execute(sql`update user_daily_stats set accomplishments = accomplishments + 1
    where (user_id, day) in (select user_id, day from user_daily_stats where day = to_char(current_date, 'YYYY-MM-DD') limit 1000)`);
  const changed = await time('1,000 day rows changed');
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from leaderboard_30d`);
  return [first, idle, changed, `leaderboard_30d rows: ${rows[0]!.n}`];
}

const fmt = (m: Measured) =>
  `${m.light.p50.toFixed(1)} / ${m.light.p99.toFixed(1)} | ${Math.round(m.max.requestsPerSecond)} | ${m.cpuMs === undefined ? '–' : m.cpuMs.toFixed(2)}`;

async function benchTarget(target: BenchTarget): Promise<void> {
  const prepared: { label: string; url: string; pools: { name: string; pool: RequestSpec[] }[]; close(): Promise<void> }[] = [];
  const notes: string[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    for (const size of sizes) {
      const { database, dispose } = await target.fresh();
      const db = database.db;
      log(`${target.name}, ${size.label}: seeding`);
      const seedStart = performance.now();
      await seedLeaderboards(db, size);
      await db.execute(sql`vacuum analyze`);
      const counts = await rowsOf<Record<string, number>>(db, sql`select (select count(*)::int from users) as users,
        (select count(*)::int from user_stats) as user_stats, (select count(*)::int from user_daily_stats) as daily,
        (select count(*)::int from games) as games, (select coalesce(sum(total_accomplishments), 0)::bigint as posts from user_stats) as posts`);
      notes.push(`${size.label}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s: ${JSON.stringify(counts[0])}`);
      for (const line of await timeRefresh(db)) notes.push(`${size.label}, 30-day refresh, ${line}`);
      await db.execute(sql`vacuum analyze`);
      const pools = await scenarios(db);
      const server = await startBenchServer(database);
      // Warm-up (JIT, caches, prepared statements): every pool once at a light rate, not reported.
      for (const { pool } of pools) await runLoad({ url: server.url, durationSeconds: 1, connections: 10, rate: 100, pool, idempotent: false });
      prepared.push({ label: size.label, url: server.url, pools, close: async () => (await server.close(), await dispose()) });
      log(notes.slice(-5).join('\n'));
    }
    const lines = [
      `### ${target.name}`,
      '',
      `| read | ${prepared.map((p) => `${p.label}: p50 / p99 ms at 50/s | max req/s | CPU ms/req`).join(' | ')} |`,
      `|---|${prepared.map(() => '---|---|---').join('|')}|`,
    ];
    for (let i = 0; i < prepared[0]!.pools.length; i++) {
      const cells: string[] = [];
      for (const p of prepared) cells.push(fmt(await measure(target, p.url, p.pools[i]!.pool)));
      lines.push(`| ${prepared[0]!.pools[i]!.name} | ${cells.join(' | ')} |`);
      log(lines.at(-1)!);
    }
    lines.push('', ...notes.map((n) => `- ${n}`), `- load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`, '');
    console.log(lines.join('\n'));
  } finally {
    for (const p of prepared) await p.close();
  }
}

async function main(): Promise<void> {
  console.log(`Leaderboard benchmark: Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString()}, ${durationSeconds} s per load\n`);
  await benchEachTarget((flags.targets ?? 'pglite,postgres').split(','), benchTarget);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
