/** Rows per table, keyed `schema.table`: the app's tables (public) and drizzle's migration record. */
export type RowCounts = Record<string, number>;

/** Runs one statement and returns its rows: PGlite's `query` and node-postgres' both fit. */
export type RunQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

const BACKED_UP_SCHEMAS = ['public', 'drizzle'];

/**
 * Counts the rows of every table of the backed-up schemas, in one statement (so in one snapshot,
 * also outside a transaction). Used on the database that was dumped, on the throwaway database a
 * backup is test-restored into, and after a restore: equal counts are the proof that nothing was
 * lost on the way.
 */
export async function countRows(run: RunQuery): Promise<RowCounts> {
  const tables = await run(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in (${BACKED_UP_SCHEMAS.map((s) => `'${s}'`).join(', ')})
      order by 1`,
  );
  if (tables.length === 0) return {};
  const counts = await run(tables.map(({ name }) => `select '${String(name)}' as name, count(*)::bigint::text as rows from ${String(name)}`).join(' union all '));
  return Object.fromEntries(counts.map((row) => [String(row.name), Number(row.rows)]));
}

/** The differences, one readable line each ('public.posts: 160 in the backup, 158 restored'); empty when equal. */
export function compareCounts(expected: RowCounts, actual: RowCounts, actualLabel: string): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: ${expected[name] ?? 'no table'} in the backup, ${actual[name] ?? 'no table'} ${actualLabel}`);
}

export const totalRows = (counts: RowCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);
