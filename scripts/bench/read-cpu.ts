/**
 * `npx tsx scripts/bench/read-cpu.ts [--rounds 2] [--requests 600] [--profile]`: the server's CPU
 * per request of each read of the benchmark, in-process (app.inject on an in-memory PGlite seeded
 * with the 10k-post community), one read after the other. No HTTP, no load process, no other core
 * involved: process.cpuUsage() over N requests hardly moves with other work on the machine, so
 * this is the figure to compare reads and changes by (decision 0016). With --profile it also samples
 * the read mix with V8's profiler and prints where its CPU went, by layer.
 */
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { SEED_SIZES } from '../../server/seed/seed-sizes';
import { testConfig } from '../../tools/test-config';
import { prepareScenarios, type Scenario } from './bench-scenarios';

const { values: flags } = parseArgs({
  options: { rounds: { type: 'string', default: '2' }, requests: { type: 'string', default: '600' }, profile: { type: 'boolean', default: false } },
});

interface ProfileNode { id: number; callFrame: { url: string; functionName: string } }

/** The layer a profiled function belongs to, by where its code comes from. */
function layer({ url, functionName }: ProfileNode['callFrame']): string {
  if (url.startsWith('wasm://')) return 'PGlite WASM (the Postgres engine)';
  if (/pglite|pg-protocol/.test(url)) return 'PGlite JavaScript (protocol, parsing, glue)';
  if (/fastify|light-my-request|find-my-way|avvio/.test(url)) return 'Fastify and inject';
  if (url.includes('drizzle')) return 'drizzle';
  if (url.includes('/server/')) return 'app code';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return '(idle)';
  return url.startsWith('node:') ? 'Node core' : 'other';
}

function breakdown(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const name = layer(byId.get(id)!.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  totals.delete('(idle)');
  const busy = [...totals.values()].reduce((a, b) => a + b, 0);
  return [...totals].sort((a, b) => b[1] - a[1]).map(([name, t]) => `  ${((100 * t) / busy).toFixed(1).padStart(5)}%  ${name}`);
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await seedDatabase(database.db, SEED_SIZES.bench10k);
    const reads = (await prepareScenarios(database.db)).filter((s) => s.kind === 'read' || s.name.startsWith('GET /api/auth/user'));
    // Read flat out as a few people: the read budgets still count every read (their cost is measured), never refuse.
    const unlimited = { perPerson: Number.MAX_SAFE_INTEGER, perVisitorIp: Number.MAX_SAFE_INTEGER };
    const app = await buildApp({ config: testConfig(), database, readRateLimit: unlimited });
    const run = async (scenario: Scenario, n: number) => {
      for (let i = 0; i < n; i++) {
        const request = scenario.pool[i % scenario.pool.length]!;
        const answer = await app.inject({ method: 'GET', url: request.path, headers: { cookie: `sid=${request.cookie}` } });
        if (answer.statusCode !== 200) throw new Error(`${request.path} answered ${answer.statusCode}`);
      }
    };
    const n = Number(flags.requests);
    for (let round = 1; round <= Number(flags.rounds); round++) {
      for (const scenario of reads) {
        const before = process.cpuUsage();
        await run(scenario, n);
        const used = process.cpuUsage(before);
        console.log(`round ${round}  ${((used.user + used.system) / 1000 / n).toFixed(2)} ms/request  ${scenario.name}`);
      }
    }
    if (flags.profile) {
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      await run(reads.find((s) => s.name.startsWith('read mix'))!, 2 * n);
      const { profile } = await session.post('Profiler.stop');
      console.log(`\nWhere the read mix's CPU went (${2 * n} requests):\n${breakdown(profile as never).join('\n')}`);
    }
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
