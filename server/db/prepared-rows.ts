import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client';

/** A statement with a constant text (user input only ever as parameters) and its name on PostgreSQL. */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

type PgPool = pg.Pool & { query(config: pg.QueryArrayConfig): Promise<pg.QueryArrayResult> };

/**
 * The driver under drizzle's handle: the server's PGlite or the pool's PostgreSQL. Drizzle keeps
 * it as `$client`, which its shared `Database` type does not name; this is the one place that says so.
 */
export function driverOf(db: Database): PGlite | PgPool {
  return (db as unknown as { $client: PGlite | PgPool }).$client;
}

/**
 * Runs a statement prepared once per connection (decision 0016): through PreparedPGlite (a named
 * statement per SQL text) or as a named prepared statement of node-postgres. Rows come back as
 * arrays: neither driver builds an object per row.
 */
export async function preparedRows(db: Database, statement: NamedStatement, values: unknown[]): Promise<unknown[][]> {
  const client = driverOf(db);
  const { rows } =
    client instanceof PGlite
      ? await client.query<unknown[]>(statement.text, values, { rowMode: 'array' })
      : await client.query({ name: statement.name, text: statement.text, values, rowMode: 'array' });
  return rows;
}
