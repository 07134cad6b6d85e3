import type { Database } from '../../server/db/client';
import { READ_BUDGET_FLUSH_MARK } from '../../server/plugins/rate-limit-reads-budgets';

export interface SentStatement {
  text: string;
  params: unknown[];
}

type RawQuery = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Every statement sent to the database while `run` is going, in order, with its answer: to count
 * them or to ask for their plans (the read budgets' background flush excepted). Both drivers go
 * through client.query (PGlite with text, params and options; node-postgres with a config object
 * and params).
 */
export async function captureStatements<T>(db: Database, run: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
  const client = (db as unknown as { $client: { query: RawQuery } }).$client;
  const original = client.query;
  const statements: SentStatement[] = [];
  client.query = function captured(this: unknown, ...args: unknown[]) {
    const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    // The read budgets' batched flush (decision 0037) runs on a timer for many reads at once: it
    // belongs to no one request, so it is not counted as one's.
    if (text.startsWith(READ_BUDGET_FLUSH_MARK)) return original.apply(this, args);
    statements.push({ text, params: params ?? (typeof first === 'string' ? [] : (first.values ?? [])) });
    return original.apply(this, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    client.query = original;
  }
}

/** The planner's plan of each statement (EXPLAIN, not run), joined. */
export async function explainAll(db: Database, statements: SentStatement[]): Promise<string> {
  const client = (db as unknown as { $client: { query: RawQuery } }).$client;
  const plans: string[] = [];
  for (const { text, params } of statements) {
    const { rows } = await client.query(`explain ${text}`, params);
    plans.push(rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
  }
  return plans.join('\n');
}
