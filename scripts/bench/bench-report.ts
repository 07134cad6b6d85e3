import type { LoadResult } from './load-spec';
import type { Scenario } from './bench-scenarios';

/** How each scenario is loaded: a light fixed rate, the target fixed rate, and flat out. */
export type LoadMode = 'light' | 'target' | 'max';

/** A load's figures, and for the flat-out run the server's CPU per request (bench.ts withCpu). */
export type MeasuredLoad = LoadResult & {
  /** Milliseconds per request: the server's process, and the database's processes when apart (undefined: not visible). */
  cpuMsPerRequest?: { node: number; database: number | undefined };
};

/** One dataset size on one target, every scenario in every mode. */
export interface SizeRun {
  label: string;
  seedSeconds: number;
  counts: { posts: number; likes: number; comments: number };
  results: { scenario: Pick<Scenario, 'name' | 'kind'>; rates: Record<Exclude<LoadMode, 'max'>, number>; byMode: Record<LoadMode, MeasuredLoad> }[];
}

export interface ReportOptions {
  target: string;
  readP99TargetMs: number;
  durationSeconds: number;
  fixedConnections: number;
  maxConnections: number;
  loadAverage: { before: number; after: number };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : `${Math.round(value)}`);
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
/** A fixed-rate run the server could not keep up with says so: its latencies are mostly queueing. */
const reached = (rate: number, result: LoadResult) => result.requestsPerSecond >= rate * 0.97;

/** Node and database CPU together; undefined when the database's share can't be seen. */
function cpuTotal(result: MeasuredLoad): number | undefined {
  const cpu = result.cpuMsPerRequest;
  return cpu && cpu.database !== undefined ? cpu.node + cpu.database : cpu?.node;
}

function cpuCell(result: MeasuredLoad): string {
  const cpu = result.cpuMsPerRequest;
  if (!cpu) return '–';
  if (cpu.database === undefined) return `${cpu.node.toFixed(2)} (Node only)`;
  return cpu.database > 0 ? `${(cpu.node + cpu.database).toFixed(2)} (${cpu.node.toFixed(2)} + ${cpu.database.toFixed(2)})` : cpu.node.toFixed(2);
}

function latencyCell(rate: number, result: LoadResult): string {
  const cell = `${ms(result.p50)} / ${ms(result.p99)}`;
  return reached(rate, result) ? cell : `${cell} (${thousands(result.requestsPerSecond)}/s)`;
}

/**
 * A Markdown section: how long seeding took, one table with the sizes side by side per load mode,
 * any non-2xx answers, and whether reads met the target.
 */
export function renderReport(runs: SizeRun[], options: ReportOptions): string {
  const first = runs[0]!;
  const lightRate = first.results[0]!.rates.light;
  const lines: string[] = [`### ${options.target}`, ''];
  lines.push(
    `Seeded: ${runs
      .map((r) => `${r.label} (${thousands(r.counts.posts)} posts, ${thousands(r.counts.likes)} likes, ${thousands(r.counts.comments)} comments) in ${r.seedSeconds.toFixed(1)} s`)
      .join('; ')}. Load average (1 min) ${options.loadAverage.before.toFixed(1)} before, ${options.loadAverage.after.toFixed(1)} after.`,
    '',
  );
  const sizes = (title: string) => runs.map((run) => `${title}: ${run.label}`);
  const header = ['endpoint', 'target rate', ...sizes(`p50 / p99 ms at ${lightRate}/s`), ...sizes('p50 / p99 ms at target rate'), ...sizes('max req/s (p99 ms)'), ...sizes('CPU ms/request at max')];
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
  first.results.forEach((row, i) => {
    const of = (run: SizeRun) => run.results[i]!;
    const cells = [
      row.scenario.name,
      `${row.rates.target}/s`,
      ...runs.map((run) => latencyCell(of(run).rates.light, of(run).byMode.light)),
      ...runs.map((run) => latencyCell(of(run).rates.target, of(run).byMode.target)),
      ...runs.map((run) => `${thousands(of(run).byMode.max.requestsPerSecond)} (${ms(of(run).byMode.max.p99)})`),
      ...runs.map((run) => cpuCell(of(run).byMode.max)),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  });
  lines.push(
    '',
    `Each cell: ${options.durationSeconds} s of load from a separate process. Fixed rates: evenly spaced requests over at most ` +
      `${options.fixedConnections} connections, latency from each request's scheduled time ("(N/s)": the server only managed N requests/s, ` +
      `so the latency is mostly waiting). Max: autocannon over ${options.maxConnections} connections. ` +
      `For each cell the sizes run one right after the other, on servers started side by side. ` +
      `CPU: the server process's process.cpuUsage() over the flat-out run, per request answered; on PostgreSQL plus ` +
      `its postmaster and backends (/proc), written "total (Node + database)".`,
  );

  for (const run of runs) {
    for (const { scenario, byMode } of run.results) {
      for (const [mode, result] of Object.entries(byMode)) {
        if (result.non2xx > 0 || result.errors > 0) {
          lines.push(`- ${run.label}, ${scenario.name} (${mode}): ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`);
        }
      }
    }
  }

  lines.push('', ...readPathSummary(runs));

  const reads = runs.flatMap((run) => run.results.filter((r) => r.scenario.kind === 'read').map((r) => ({ run, r })));
  const worst = reads.reduce((a, b) => (b.r.byMode.target.p99 > a.r.byMode.target.p99 ? b : a), reads[0]!);
  const met = reads.every(({ r }) => r.byMode.target.p99 <= options.readP99TargetMs && reached(r.rates.target, r.byMode.target));
  lines.push(
    '',
    `Reads at ${worst.r.rates.target} req/s with p99 ≤ ${options.readP99TargetMs} ms: ${met ? 'met' : 'MISSED'} ` +
      `(worst p99 ${ms(worst.r.byMode.target.p99)} ms: ${worst.r.scenario.name}, ${worst.run.label}).`,
    '',
  );
  return lines.join('\n');
}

/**
 * Decision 0016's targets, per size: the read mix flat out as a share of the bare route, the read mix's
 * CPU per request against the session read alone's, and the worst read's p99 at the light rate.
 */
function readPathSummary(runs: SizeRun[]): string[] {
  return runs.map((run) => {
    const find = (prefix: string) => run.results.find((r) => r.scenario.name.startsWith(prefix))?.byMode;
    const [bare, session, mix] = [find('bare Fastify'), find('GET /api/auth/user'), find('read mix')];
    if (!bare || !session || !mix) return `- ${run.label}: the floor or mix rows are missing`;
    const share = (100 * mix.max.requestsPerSecond) / bare.max.requestsPerSecond;
    const [mixCpu, sessionCpu] = [cpuTotal(mix.max), cpuTotal(session.max)];
    const cpuRatio = mixCpu !== undefined && sessionCpu ? `${(mixCpu / sessionCpu).toFixed(2)}×` : 'n/a';
    const reads = run.results.filter((r) => r.scenario.kind === 'read' && !r.scenario.name.startsWith('read mix'));
    const worst = reads.reduce((a, b) => (b.byMode.light.p99 > a.byMode.light.p99 ? b : a), reads[0]!);
    return (
      `- ${run.label}: read mix flat out ${share.toFixed(1)}% of the bare route; CPU per request of the read mix ${cpuRatio} ` +
      `the session read's; worst p99 at ${worst.rates.light}/s ${ms(worst.byMode.light.p99)} ms (${worst.scenario.name}).`
    );
  });
}
