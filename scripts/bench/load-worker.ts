/**
 * The load generator of `npm run bench`, in its own process so that it runs on the other core and
 * never competes with the server's event loop: reads a LoadSpec as JSON on stdin, writes a
 * LoadResult as JSON on stdout. Flat out: autocannon (closed loop over N connections). At a fixed
 * rate: fixed-rate-load.ts (open loop, evenly spaced requests).
 */
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import { fixedRateLoad, type PreparedRequest } from './fixed-rate-load';
import type { LoadResult, LoadSpec } from './load-spec';

async function flatOut(spec: LoadSpec, next: () => PreparedRequest): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) as autocannon.Request }],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

async function main(): Promise<void> {
  const spec = JSON.parse(await text(process.stdin)) as LoadSpec;
  const origin = new URL(spec.url).origin;
  // Bodies serialised once, not per request.
  const pool: PreparedRequest[] = spec.pool.map((request) => ({
    method: request.method,
    path: request.path,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    headers: {
      ...(request.cookie ? { cookie: `sid=${request.cookie}` } : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      // The CSRF check: our own pages send their origin with every write.
      ...(request.method === 'GET' ? {} : { origin }),
    },
  }));
  const next = (): PreparedRequest => {
    const picked = pool[Math.floor(Math.random() * pool.length)]!;
    return spec.idempotent ? { ...picked, headers: { ...picked.headers, 'idempotency-key': randomUUID() } } : picked;
  };
  const result = spec.rate
    ? await fixedRateLoad(spec.url, spec.rate, spec.durationSeconds, spec.connections, next)
    : await flatOut(spec, next);
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
