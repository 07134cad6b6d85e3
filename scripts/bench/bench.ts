/**
 * `npm run bench`: seeds a large community into a fresh database, starts the real server on it and
 * loads it over HTTP from a separate process (autocannon), endpoint by endpoint, next to a bare
 * Fastify route measured in the same run. Done at 10k and at 100k posts, to show that no endpoint's
 * time grows with the number of posts or likes. Prints Markdown tables (README "Benchmark").
 *
 *   npm run bench                        PGlite, 10k and 100k posts
 *   npm run bench -- --quick             a small smoke run (~1 minute)
 *   npm run bench -- --targets pglite,postgres
 *                                        also PostgreSQL: a new database on DATABASE_URL's server,
 *                                        or a throwaway PostgreSQL 15 cluster without it
 *   DATABASE_URL=postgres://… npm run bench   PGlite, then that PostgreSQL
 *
 * Other flags: --duration <s> (per run, default 10), --read-rate (500), --write-rate (100),
 * --connections (20, fixed-rate runs), --max-connections (10), --no-max (skip the flat-out runs).
 */
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { seedDatabase } from '../../server/seed/seed-database';
import { SEED_SIZES, type SeedSize } from '../../server/seed/seed-sizes';
import { renderReport, type SizeRun } from './bench-report';
import { prepareScenarios } from './bench-scenarios';
import { startBenchServer } from './bench-server';
import { pgliteTarget, postgresTarget, type BenchTarget } from './bench-targets';
import { runLoad } from './run-load';

/** Issue 4's target for reads on PGlite. */
const READ_P99_TARGET_MS = 50;

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    targets: { type: 'string' },
    duration: { type: 'string' },
    'read-rate': { type: 'string', default: '500' },
    'write-rate': { type: 'string', default: '100' },
    connections: { type: 'string', default: '20' },
    'max-connections': { type: 'string', default: '10' },
    'no-max': { type: 'boolean', default: false },
  },
});

const durationSeconds = Number(flags.duration ?? (flags.quick ? 2 : 10));
const readRate = Number(flags['read-rate']);
const writeRate = Number(flags['write-rate']);
const fixedConnections = Number(flags.connections);
const maxConnections = Number(flags['max-connections']);
const sizes: { label: string; size: SeedSize }[] = flags.quick
  ? [{ label: `${SEED_SIZES.quick.posts / 1000}k posts`, size: SEED_SIZES.quick }]
  : [
      { label: '10k posts', size: SEED_SIZES.bench10k },
      { label: '100k posts', size: SEED_SIZES.bench },
    ];
const targetNames = (flags.targets ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');

const log = (line: string) => process.stderr.write(`${line}\n`);

async function benchSize(target: BenchTarget, label: string, size: SeedSize): Promise<SizeRun> {
  const { database, dispose } = await target.fresh();
  try {
    log(`${target.name}, ${label}: seeding ${size.users} users, ${size.games} games, ${size.posts} posts, ${size.likes} likes, ${size.comments} comments`);
    const seeded = await seedDatabase(database.db, size, { log });
    const seedSeconds = Object.values(seeded.timings).reduce((a, b) => a + b, 0);
    log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    const scenarios = await prepareScenarios(database.db);
    const server = await startBenchServer(database);
    try {
      const mix = scenarios.find((s) => s.name.startsWith('read mix'))!;
      // Warm-up: JIT, the database's caches and prepared plans; not reported.
      await runLoad({ url: server.url, durationSeconds: Math.min(3, durationSeconds), connections: fixedConnections, rate: readRate, pool: mix.pool, idempotent: false });
      const results: SizeRun['results'] = [];
      for (const scenario of scenarios) {
        const rate = scenario.kind === 'write' ? writeRate : readRate;
        const base = { url: server.url, durationSeconds, pool: scenario.pool, idempotent: scenario.idempotent };
        const fixed = await runLoad({ ...base, connections: fixedConnections, rate });
        const max = flags['no-max'] ? undefined : await runLoad({ ...base, connections: maxConnections });
        log(`  ${scenario.name}: at ${rate}/s p50 ${fixed.p50} p99 ${fixed.p99} ms${max ? `; max ${Math.round(max.requestsPerSecond)}/s p99 ${max.p99} ms` : ''}`);
        results.push({ scenario, rate, fixed, max });
      }
      return { label, seedSeconds, posts: seeded.counts.posts, likes: seeded.counts.likes, comments: seeded.counts.comments, results };
    } finally {
      await server.close();
    }
  } finally {
    await dispose();
  }
}

async function main(): Promise<void> {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Benchmark: Node ${process.version}, ${availableParallelism()} cores (${cpu}), ${new Date().toISOString()}\n`);
  for (const name of targetNames) {
    const target = name === 'postgres' ? await postgresTarget(process.env.DATABASE_URL) : pgliteTarget();
    try {
      const runs: SizeRun[] = [];
      for (const { label, size } of sizes) runs.push(await benchSize(target, label, size));
      console.log(
        renderReport(runs, {
          target: target.name,
          readRate,
          readP99TargetMs: READ_P99_TARGET_MS,
          durationSeconds,
          fixedConnections,
          maxConnections,
        }),
      );
    } finally {
      await target.shutdown();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
