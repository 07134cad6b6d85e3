/**
 * `npm run bench`: seeds a large community into fresh databases, starts the real server on each and
 * loads it over HTTP from a separate process (autocannon), endpoint by endpoint, next to a bare
 * Fastify route measured in the same run. Done at 10k and at 100k posts (servers side by side, each
 * cell measured on both back to back, so background load hits both alike) to show whether any
 * endpoint's time grows with the number of posts or likes. Prints Markdown (README "Benchmark").
 *
 *   npm run bench                                  PGlite, 10k and 100k posts
 *   npm run bench -- --quick                       a small smoke run (~1 minute)
 *   npm run bench -- --targets pglite,postgres     also PostgreSQL: a new database on DATABASE_URL's
 *                                                  server, or a throwaway PostgreSQL 15 cluster without it
 *   DATABASE_URL=postgres://… npm run bench        PGlite, then that PostgreSQL
 *
 * Each scenario runs three ways: at a light fixed rate (--light-rate, 50/s: the service time), at
 * the target rate (--read-rate 500/s for reads, --write-rate 100/s for writes) and flat out over
 * --max-connections (10). Also: --duration <s> per run (10; --quick 2), --connections (20).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { seedDatabase } from '../../server/seed/seed-database';
import { SEED_SIZES, type SeedSize } from '../../server/seed/seed-sizes';
import { renderReport, type LoadMode, type MeasuredLoad, type SizeRun } from './bench-report';
import { prepareScenarios, type Scenario } from './bench-scenarios';
import { startBenchServer } from './bench-server';
import { benchEachTarget, type BenchTarget } from './bench-targets';
import type { LoadResult } from './load-spec';
import { runLoad } from './run-load';

/** Decision 0006's target for reads on PGlite. */
const READ_P99_TARGET_MS = 50;

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    targets: { type: 'string' },
    duration: { type: 'string' },
    'light-rate': { type: 'string', default: '50' },
    'read-rate': { type: 'string', default: '500' },
    'write-rate': { type: 'string', default: '100' },
    connections: { type: 'string', default: '20' },
    'max-connections': { type: 'string', default: '10' },
  },
});

const durationSeconds = Number(flags.duration ?? (flags.quick ? 2 : 10));
const lightRate = Number(flags['light-rate']);
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

interface Prepared {
  label: string;
  seedSeconds: number;
  counts: SizeRun['counts'];
  scenarios: Scenario[];
  url: string;
  close(): Promise<void>;
}

/** A fresh database of `size`, seeded, with sessions for the load and the server listening on it. */
async function prepare(target: BenchTarget, label: string, size: SeedSize): Promise<Prepared> {
  const { database, dispose } = await target.fresh();
  try {
    log(`${target.name}, ${label}: seeding ${size.users} users, ${size.games} games, ${size.posts} posts, ${size.likes} likes, ${size.comments} comments`);
    const seeded = await seedDatabase(database.db, size, { log });
    const seedSeconds = Object.values(seeded.timings).reduce((a, b) => a + b, 0);
    log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    const scenarios = await prepareScenarios(database.db);
    const server = await startBenchServer(database);
    // Warm-up: JIT, the database's caches; not reported.
    const mix = scenarios.find((s) => s.name.startsWith('read mix'))!;
    await runLoad({ url: server.url, durationSeconds: Math.min(3, durationSeconds), connections: fixedConnections, rate: lightRate * 4, pool: mix.pool, idempotent: false });
    return {
      label,
      seedSeconds,
      counts: seeded.counts,
      scenarios,
      url: server.url,
      close: async () => {
        await server.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * A load with the server's CPU per request: process.cpuUsage() of this process (the server and,
 * for PGlite, the database run here; the load runs in its own process) plus the database's
 * processes when it runs apart. CPU, unlike wall time, hardly moves with other work on a shared
 * machine, so it compares runs and endpoints fairly.
 */
async function withCpu(target: BenchTarget, load: () => Promise<LoadResult>): Promise<MeasuredLoad> {
  const [nodeBefore, databaseBefore] = [process.cpuUsage(), target.databaseCpuMs()];
  const result = await load();
  const node = process.cpuUsage(nodeBefore);
  const databaseAfter = target.databaseCpuMs();
  const perRequest = (ms: number) => ms / Math.max(1, result.total);
  return {
    ...result,
    cpuMsPerRequest: {
      node: perRequest((node.user + node.system) / 1000),
      database: databaseBefore === undefined || databaseAfter === undefined ? undefined : perRequest(databaseAfter - databaseBefore),
    },
  };
}

async function benchTarget(target: BenchTarget): Promise<void> {
  const loadBefore = loadavg()[0]!;
  const prepared: Prepared[] = [];
  try {
    for (const { label, size } of sizes) prepared.push(await prepare(target, label, size));
    const runs: SizeRun[] = prepared.map((p) => ({ label: p.label, seedSeconds: p.seedSeconds, counts: p.counts, results: [] }));
    const scenarioCount = prepared[0]!.scenarios.length;
    for (let i = 0; i < scenarioCount; i++) {
      const rates = { light: lightRate, target: prepared[0]!.scenarios[i]!.kind === 'write' ? writeRate : readRate };
      const byMode = prepared.map(() => ({}) as Record<LoadMode, MeasuredLoad>);
      for (const mode of ['light', 'target', 'max'] as const) {
        // Each size right after the other: background load drifts slowly, so both see about the same.
        for (const [p, at] of prepared.entries()) {
          const scenario = at.scenarios[i]!;
          const connections = mode === 'max' ? maxConnections : fixedConnections;
          const rate = mode === 'max' ? undefined : rates[mode];
          const load = () => runLoad({ url: at.url, durationSeconds, connections, rate, pool: scenario.pool, idempotent: scenario.idempotent });
          byMode[p]![mode] = mode === 'max' ? await withCpu(target, load) : await load();
        }
      }
      prepared.forEach((p, at) => {
        const result = byMode[at]!;
        const scenario = p.scenarios[i]!;
        runs[at]!.results.push({ scenario, rates, byMode: result });
        const ms = (r: LoadResult) => `${r.p50.toFixed(1)}/${r.p99.toFixed(1)} ms`;
        log(
          `  ${p.label}, ${scenario.name}: ${ms(result.light)} at ${rates.light}/s, ${ms(result.target)} at ${rates.target}/s ` +
            `(${Math.round(result.target.requestsPerSecond)}/s), max ${Math.round(result.max.requestsPerSecond)}/s`,
        );
      });
    }
    console.log(
      renderReport(runs, {
        target: target.name,
        readP99TargetMs: READ_P99_TARGET_MS,
        durationSeconds,
        fixedConnections,
        maxConnections,
        loadAverage: { before: loadBefore, after: loadavg()[0]! },
      }),
    );
  } finally {
    for (const p of prepared) await p.close();
  }
}

async function main(): Promise<void> {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Benchmark: Node ${process.version}, ${availableParallelism()} cores (${cpu}), ${new Date().toISOString()}\n`);
  await benchEachTarget(targetNames, benchTarget);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
