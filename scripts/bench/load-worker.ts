/**
 * The load generator of `npm run bench`, in its own process so that it runs on the other core and
 * never competes with the server's event loop: reads a LoadSpec as JSON on stdin, runs autocannon,
 * writes a LoadResult as JSON on stdout.
 */
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load-spec';

async function main(): Promise<void> {
  const spec = JSON.parse(await text(process.stdin)) as LoadSpec;
  const origin = new URL(spec.url).origin;
  // Bodies serialised once, not per request.
  const pool = spec.pool.map((request) => ({
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

  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const picked = pool[Math.floor(Math.random() * pool.length)]!;
          const headers = spec.idempotent ? { ...picked.headers, 'idempotency-key': randomUUID() } : picked.headers;
          return { ...request, ...picked, headers };
        },
      },
    ],
  });

  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const answer: LoadResult = {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
  process.stdout.write(JSON.stringify(answer));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
