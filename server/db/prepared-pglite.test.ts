import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, PreparedPGlite } from './prepared-pglite';

describe('PreparedPGlite', () => {
  let prepared: PreparedPGlite;
  let plain: PGlite;

  beforeAll(async () => {
    prepared = new PreparedPGlite();
    plain = new PGlite();
    for (const db of [prepared, plain]) {
      await db.exec(`create table things (
        id int primary key, name text, at timestamptz, tags text[], doc jsonb, flag boolean, raw bytea)`);
    }
  });
  afterAll(async () => {
    await prepared.close();
    await plain.close();
  });

  const preparedCount = async () =>
    (await prepared.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  it('answers what PGlite.query answers, for every kind of parameter and column, on every run', async () => {
    const row = [1, "it's", new Date('2026-11-23T10:00:00Z'), ['a', 'b,c'], { deep: [1, { x: null }] }, true, new Uint8Array([0, 255])];
    const insert = 'insert into things values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const select = 'select *, $2::int + 1 as next from things where id = $1 and name is not distinct from $3';
    const expected = [await plain.query(insert, row), await plain.query(select, [1, 41, "it's"])];
    const answers = [await prepared.query(insert, row), await prepared.query(select, [1, 41, "it's"])];
    expect(answers).toEqual(expected);
    // Later runs use the stored statement (and Postgres's generic plan from the sixth on).
    for (let i = 0; i < 8; i++) expect(await prepared.query(select, [1, 41, "it's"])).toEqual(expected[1]);
    expect(await prepared.query(select, [2, null, null])).toEqual(await plain.query(select, [2, null, null]));
    expect(await prepared.query(select, [1, 41, "it's"], { rowMode: 'array' })).toEqual(
      await plain.query(select, [1, 41, "it's"], { rowMode: 'array' }),
    );
  });

  it('gives the same DatabaseError as PGlite, and keeps working after one', async () => {
    await prepared.query('insert into things (id) values ($1)', [10]);
    const error = await prepared.query('insert into things (id) values ($1)', [10]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    // Refused while binding a value, on a statement already stored: the next run is unaffected.
    await expect(prepared.query('select id from things where id = $1', ['ten'])).rejects.toMatchObject({ code: '22P02' });
    await expect(prepared.query('select id from things where id = $1', [10])).resolves.toMatchObject({ rows: [{ id: 10 }] });
    await expect(prepared.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('prepares a statement again after the table it reads changed shape', async () => {
    const text = 'select * from things where id = $1';
    await prepared.query(text, [1]);
    await prepared.exec('alter table things add column extra int default 7');
    expect((await prepared.query<{ extra: number }>(text, [1])).rows[0]?.extra).toBe(7);
  });

  it('prepares statements again after DEALLOCATE ALL', async () => {
    await prepared.query('select $1::int as n', [1]);
    await prepared.exec('deallocate all');
    await expect(prepared.query('select $1::int as n', [2])).resolves.toMatchObject({ rows: [{ n: 2 }] });
  });

  it(`keeps at most ${MAX_STATEMENTS} statements, closing the least recently used`, async () => {
    const hot = 'select $1::int as hot';
    await prepared.query(hot, [1]);
    for (let i = 0; i < MAX_STATEMENTS + 20; i++) {
      expect((await prepared.query<{ n: number }>(`select $1::int + ${i} as n`, [1])).rows[0]?.n).toBe(1 + i);
      if (i % 100 === 0) await prepared.query(hot, [i]);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect((await prepared.query<{ hot: number }>(hot, [5])).rows[0]?.hot).toBe(5);
  });

  it('waits for a running transaction, and a transaction sees its own writes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query('insert into things (id, name) values ($1, $2)', [20, 'inside']);
      await held;
      await tx.query('update things set name = $1 where id = $2', ['committed', 20]);
    });
    const outside = prepared.query<{ name: string }>('select name from things where id = $1', [20]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ name: 'committed' }]);
  });
});
