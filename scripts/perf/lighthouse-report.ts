/**
 * What scripts/perf/lighthouse.ts takes out of a Lighthouse JSON report (LHR, Lighthouse 13) and
 * how it prints it: one row per screen (the median run), and with --details where the main
 * thread's time went.
 */

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  details?: { items?: Record<string, unknown>[] };
}

export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

export interface ScreenRun {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  jsKb: number;
  lhr: Lhr;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const items = (lhr: Lhr, audit: string) => lhr.audits[audit]?.details?.items ?? [];

export function summarize(lhr: Lhr): ScreenRun {
  const requests = items(lhr, 'network-requests');
  const jsBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: requests.length,
    jsKb: jsBytes / 1024,
    lhr,
  };
}

/** The run with the median performance score (Lighthouse's own advice for picking a run). */
export function medianRun(runs: ScreenRun[]): ScreenRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printTable(rows: { screen: string; run: ScreenRun; all: ScreenRun[] }[]): void {
  console.log('| Screen | Performance | Accessibility | FCP | LCP | TBT | CLS | Requests | JS KB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { screen, run, all } of rows) {
    const spread = all.length > 1 ? ` (${all.map((r) => r.performance).join(', ')})` : '';
    console.log(
      `| ${screen} | ${run.performance}${spread} | ${run.accessibility} | ${seconds(run.fcp)} | ${seconds(run.lcp)} | ` +
        `${Math.round(run.tbt)} ms | ${run.cls.toFixed(3)} | ${run.requests} | ${Math.round(run.jsKb)} |`,
    );
  }
}

const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** Per screen: scripts by boot-up time, the long tasks, layout shifts and failed accessibility audits. */
export function printDetails(screen: string, run: ScreenRun): void {
  const { lhr } = run;
  console.log(`\n### ${screen}`);
  console.log('Boot-up time (ms, total / scripting / parse+compile):');
  for (const item of items(lhr, 'bootup-time').slice(0, 8)) {
    console.log(
      `  ${Math.round(Number(item.total))} / ${Math.round(Number(item.scripting))} / ${Math.round(Number(item.scriptParseCompile))}  ${shortUrl(item.url)}`,
    );
  }
  console.log('Long tasks (start ms, duration ms, attributed to):');
  for (const item of items(lhr, 'long-tasks').slice(0, 10)) {
    console.log(`  ${Math.round(Number(item.startTime))}  ${Math.round(Number(item.duration))}  ${shortUrl(item.url)}`);
  }
  const lcp = items(lhr, 'largest-contentful-paint-element')[0]?.items as { node?: { snippet?: string } }[] | undefined;
  const lcpNode = lcp?.[0]?.node?.snippet;
  if (lcpNode) console.log(`LCP element: ${lcpNode.slice(0, 140)}`);
  const shifts = items(lhr, 'layout-shifts');
  if (shifts.length) console.log('Layout shifts (score, element):');
  for (const item of shifts.slice(0, 6)) {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    console.log(`  ${Number(item.score).toFixed(3)}  ${node?.selector ?? ''} ${node?.snippet?.slice(0, 100) ?? ''}`);
  }
  const failed = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]!.details?.items?.length ?? 0})`);
  if (failed.length) console.log(`Failed accessibility audits: ${failed.join(', ')}`);
  const duplicates = new Map<string, number>();
  for (const request of items(lhr, 'network-requests')) {
    const url = shortUrl(request.url);
    if (url.startsWith('/api/')) duplicates.set(url, (duplicates.get(url) ?? 0) + 1);
  }
  const twice = [...duplicates].filter(([, count]) => count > 1);
  if (twice.length) console.log(`Requested more than once: ${twice.map(([url, n]) => `${url} ×${n}`).join(', ')}`);
}
