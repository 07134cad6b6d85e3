import type { Database } from './client';

/**
 * A drizzle query built once per database handle and then run with `.execute(values)`.
 *
 * Why: building a select (walking its fields, joins and conditions into SQL) cost more Node time
 * than PostgreSQL spent answering it, on every request; the reads every request makes (the session,
 * a game and my membership) are built once this way. `build` must call `.prepare(name)` with a
 * name unique in the app: node-postgres keeps a named statement per connection under it.
 * A transaction handle gets its own copy (it is a different key), built at first use.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
