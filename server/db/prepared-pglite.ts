import { PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { StatementTimer } from './statement-timing';

/** Prepared statements kept at once; the least recently used is closed beyond this. */
export const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** Type oids of the parameters, as Postgres inferred them when the statement was prepared. */
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}

/**
 * PGlite whose `query()` keeps a named prepared statement per SQL text and runs each call as one
 * batch of Bind, Describe, Execute and Sync.
 *
 * Why: `PGlite.query()` enters the WASM backend six times per statement (Parse, Describe, Bind,
 * Describe, Execute, Sync) and parses and plans the SQL every time. On the benchmark's data that
 * fixed cost was as large as the work of a key lookup. Named statements also let Postgres switch
 * to a cached generic plan after a few runs, as with any prepared statement.
 *
 * Same results as `PGlite.query()`: parameters go through PGlite's serializers for the types
 * Postgres inferred, rows through its parsers (and the caller's), errors are the same
 * DatabaseError. Transactions keep PGlite's own path (`transaction()` only times their
 * statements), and a call waits for a running transaction as `query()` does.
 *
 * `statements` times each statement for the metrics (docs/decisions/0050-health-and-metrics.md):
 * from when it has the database to itself, so the wait behind another statement or a
 * transaction is not counted as its own time.
 */
export class PreparedPGlite extends PGlite {
  readonly statements = new StatementTimer();
  #statements = new Map<string, Statement>();
  #nextName = 0;

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const start = this.statements.start();
        try {
          return await this.#run<T>(text, params, options);
        } catch (error) {
          if (!mustPrepareAgain(error)) throw error;
          // A schema change since it was prepared, or DEALLOCATE: prepare it again, once.
          await this.#forget(text);
          return await this.#run<T>(text, params, options);
        } finally {
          await this.syncToFs();
          this.statements.done(start);
        }
      }),
    );
  }

  /** PGlite's own transaction, whose statements (they bypass `query()`) are timed as well. */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const timer = this.statements;
    return super.transaction((tx) => {
      // The transaction's own object stays the prototype: `closed`, `rollback`, `listen` unchanged.
      const timed: Transaction = Object.create(tx) as Transaction;
      timed.query = (text, params, options) => timer.time(() => tx.query(text, params, options));
      timed.exec = (text, options) => timer.time(() => tx.exec(text, options));
      return callback(timed);
    });
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
    // Most recently used last: the Map's order is the eviction order.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  async #prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `s${this.#nextName++}`;
    const { messages } = await this.execProtocol(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    if (this.#statements.size > MAX_STATEMENTS) {
      const [oldest] = this.#statements.keys();
      await this.#forget(oldest!);
    }
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
      syncToFs: false,
    });
  }
}

/**
 * The stored statement is unusable: its tables changed shape since it was prepared (0A000), or
 * someone ran DEALLOCATE (26000).
 */
function mustPrepareAgain(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return code === '26000' || (code === '0A000' && error.message.includes('cached plan must not change result type'));
}
