import type { LoadResult } from './load-spec';
import type { Scenario } from './bench-scenarios';

/** One dataset size loaded on one target: each scenario at its fixed rate and, optionally, flat out. */
export interface SizeRun {
  label: string;
  seedSeconds: number;
  posts: number;
  likes: number;
  comments: number;
  results: { scenario: Pick<Scenario, 'name' | 'kind'>; rate: number; fixed: LoadResult; max?: LoadResult }[];
}

export interface ReportOptions {
  target: string;
  readRate: number;
  readP99TargetMs: number;
  durationSeconds: number;
  fixedConnections: number;
  maxConnections: number;
}

const ms = (value: number) => `${Math.round(value)}`;
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/** The rate asked for, and what was reached when the server could not keep up. */
function rateCell(rate: number, result: LoadResult): string {
  return result.requestsPerSecond < rate * 0.97 ? `${rate} (reached ${thousands(result.requestsPerSecond)})` : `${rate}`;
}

/** A Markdown section: seed times, one table with every dataset side by side, failures and the read target. */
export function renderReport(runs: SizeRun[], options: ReportOptions): string {
  const lines: string[] = [];
  lines.push(`### ${options.target}`, '');
  lines.push(
    `Seeded: ${runs
      .map((r) => `${r.label} (${thousands(r.posts)} posts, ${thousands(r.likes)} likes, ${thousands(r.comments)} comments) in ${r.seedSeconds.toFixed(1)} s`)
      .join('; ')}.`,
    '',
  );
  const header = ['endpoint', 'fixed rate (req/s)'];
  for (const run of runs) header.push(`${run.label}: p50 / p99 ms`);
  const withMax = runs.some((run) => run.results.some((r) => r.max));
  if (withMax) for (const run of runs) header.push(`${run.label}: max req/s (p99 ms)`);
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);

  const first = runs[0]!;
  first.results.forEach((row, i) => {
    const cells = [row.scenario.name, rateCell(row.rate, row.fixed)];
    for (const run of runs) {
      const result = run.results[i]!.fixed;
      cells.push(`${ms(result.p50)} / ${ms(result.p99)}`);
    }
    if (withMax) {
      for (const run of runs) {
        const max = run.results[i]!.max;
        cells.push(max ? `${thousands(max.requestsPerSecond)} (${ms(max.p99)})` : '–');
      }
    }
    lines.push(`| ${cells.join(' | ')} |`);
  });
  lines.push(
    '',
    `Each cell: ${options.durationSeconds} s of load; fixed rates over ${options.fixedConnections} connections ` +
      `(latency corrected for coordinated omission), max over ${options.maxConnections} connections.`,
  );

  for (const run of runs) {
    for (const { scenario, fixed, max } of run.results) {
      for (const [mode, result] of [['fixed', fixed], ['max', max]] as const) {
        if (result && (result.non2xx > 0 || result.errors > 0)) {
          lines.push(`- ${run.label}, ${scenario.name} (${mode}): ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`);
        }
      }
    }
  }

  const reads = runs.flatMap((run) => run.results.filter((r) => r.scenario.kind === 'read').map((r) => ({ run, r })));
  const worst = reads.reduce((a, b) => (b.r.fixed.p99 > a.r.fixed.p99 ? b : a), reads[0]!);
  const met = reads.every(({ r }) => r.fixed.p99 <= options.readP99TargetMs && r.fixed.requestsPerSecond >= options.readRate * 0.97);
  lines.push(
    '',
    `Reads at ${options.readRate} req/s, p99 ≤ ${options.readP99TargetMs} ms: ${met ? 'met' : 'MISSED'} ` +
      `(worst p99 ${ms(worst.r.fixed.p99)} ms: ${worst.r.scenario.name}, ${worst.run.label}).`,
    '',
  );
  return lines.join('\n');
}
