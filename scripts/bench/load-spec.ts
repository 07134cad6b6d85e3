/** What the benchmark asks its load process to do, and what it answers (JSON over stdin/stdout). */

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The `sid` cookie of the person making it. */
  cookie?: string;
  body?: unknown;
}

export interface LoadSpec {
  url: string;
  durationSeconds: number;
  connections: number;
  /** Requests per second, evenly spaced (fixed-rate-load.ts); absent: flat out over `connections` (autocannon). */
  rate?: number;
  /** Each request is one of these, picked at random. */
  pool: RequestSpec[];
  /** Send a fresh Idempotency-Key with every request (the offline outbox does, for creating writes). */
  idempotent: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. At a fixed rate measured from each request's scheduled send time (fixed-rate-load.ts). */
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Count per status code, to see what the non-2xx answers were. */
  statusCodes: Record<string, number>;
}
