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
  /** Requests per second for the whole run (autocannon's overallRate); absent: as fast as it goes. */
  rate?: number;
  /** Each request is one of these, picked at random. */
  pool: RequestSpec[];
  /** Send a fresh Idempotency-Key with every request (the offline outbox does, for creating writes). */
  idempotent: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds (autocannon's latency histogram, corrected for coordinated omission at a fixed rate). */
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Count per status code, to see what the non-2xx answers were. */
  statusCodes: Record<string, number>;
}
