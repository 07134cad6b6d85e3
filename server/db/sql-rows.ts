import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a statement written with drizzle's `sql` tag, for the writes the query builder can't
 * say in one statement (a CTE that checks and inserts, an upsert from a select): both drivers
 * answer `{ rows }`, which drizzle's shared `Database` type does not name. The row type is the
 * caller's word for the statement's columns (docs/decisions/0060-database-access.md).
 */
export async function sqlRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
