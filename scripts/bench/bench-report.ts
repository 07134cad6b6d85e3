import type { LoadResult } from './load-spec';
import type { Scenario } from './bench-scenarios';

/** How each scenario is loaded: a light fixed rate, the target fixed rate, and flat out. */
export type LoadMode = 'light' | 'target' | 'max';

/** One dataset size on one target, every scenario in every mode. */
export interface SizeRun {
  label: string;
  seedSeconds: number;
  counts: { posts: number; likes: number; comments: number };
  results: { scenario: Pick<Scenario, 'name' | 'kind'>; rates: Record<Exclude<LoadMode, 'max'>, number>; byMode: Record<LoadMode, LoadResult> }[];
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
  const header = ['endpoint', 'target rate', ...sizes(`p50 / p99 ms at ${lightRate}/s`), ...sizes('p50 / p99 ms at target rate'), ...sizes('max req/s (p99 ms)')];
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
  first.results.forEach((row, i) => {
    const of = (run: SizeRun) => run.results[i]!;
    const cells = [
      row.scenario.name,
      `${row.rates.target}/s`,
      ...runs.map((run) => latencyCell(of(run).rates.light, of(run).byMode.light)),
      ...runs.map((run) => latencyCell(of(run).rates.target, of(run).byMode.target)),
      ...runs.map((run) => `${thousands(of(run).byMode.max.requestsPerSecond)} (${ms(of(run).byMode.max.p99)})`),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  });
  lines.push(
    '',
    `Each cell: ${options.durationSeconds} s of load from a separate process. Fixed rates: evenly spaced requests over at most ` +
      `${options.fixedConnections} connections, latency from each request's scheduled time ("(N/s)": the server only managed N requests/s, ` +
      `so the latency is mostly waiting). Max: autocannon over ${options.maxConnections} connections. ` +
      `For each cell the sizes run one right after the other, on servers started side by side.`,
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
