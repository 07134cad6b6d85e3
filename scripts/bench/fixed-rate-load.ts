import { Agent, request } from 'node:http';
import type { LoadResult } from './load-spec';

export interface PreparedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * An open-model load: request k is sent at start + k/rate whatever happened to the earlier ones,
 * and its latency is measured from that scheduled moment, so waiting for a free connection counts
 * (no coordinated omission). autocannon's overallRate is not used for this: it lets each connection
 * fire its per-second quota back to back and then idle, so the server sees bursts, and it corrects
 * latency with a 1 ms expected interval; both distort p99 at a "fixed" rate.
 */
export async function fixedRateLoad(
  url: string,
  rate: number,
  durationSeconds: number,
  connections: number,
  next: () => PreparedRequest,
): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * durationSeconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let finished = 0;
  let sent = 0;
  let lastDone = 0;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const settle = () => {
      finished += 1;
      lastDone = performance.now();
      if (finished === total) resolve();
    };
    const fire = (scheduledAt: number) => {
      const { method, path, headers, body } = next();
      const req = request({ agent, host: target.hostname, port: target.port, method, path, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - scheduledAt);
          statusCodes[res.statusCode ?? 0] = (statusCodes[res.statusCode ?? 0] ?? 0) + 1;
          settle();
        });
      });
      req.on('error', () => {
        errors += 1;
        settle();
      });
      req.end(body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) fire(start + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const non2xx = Object.entries(statusCodes).reduce((n, [code, count]) => (code.startsWith('2') ? n : n + count), 0);
  return {
    requestsPerSecond: latencies.length / (Math.max(lastDone - start, durationSeconds * 1000) / 1000),
    p50: percentile(50),
    p99: percentile(99),
    total: latencies.length,
    non2xx,
    errors,
    statusCodes,
  };
}
