import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Seed-time bulk insert: a few thousand rows per statement, sent as ONE JSON parameter and unpacked
 * by json_populate_recordset into the table's own row type, so the database parses the types (uuid,
 * timestamptz, enums, bytea) and the driver binds one value instead of tens of thousands. On PGlite
 * this is several times faster than a multi-row VALUES list.
 *
 * Rows are typed by the Drizzle table (its property names); every row of one call has the same
 * keys, and columns left out get their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 5_000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => columns[key]!.name);
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  // bytea travels as the '\x…' hex text its input function reads; dates as ISO strings (toJSON).
  const encode = (value: unknown) => (Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value);

  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, i) => (record[names[i]!] = encode((row as Record<string, unknown>)[key])));
      return record;
    });
    await db.execute(sql`
      insert into ${tableName} (${columnList})
      select ${columnList} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`);
  }
}
