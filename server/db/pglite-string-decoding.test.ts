import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPGlite } from './prepared-pglite';

/**
 * patches/@electric-sql+pglite+<version>.patch makes PGlite's result parser decode each text field
 * in place instead of copying it with ArrayBuffer.slice first (docs/decisions, "PGlite string
 * decoding"). These tests hold the parser to returning every string exactly as it went in, on both
 * ways the server reads (PGlite.query and PreparedPGlite), and fail when the patch is not applied.
 */

const require = createRequire(import.meta.url);
const packageDir = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** 1-, 2-, 3- and 4-byte sequences, emoji sequences, combining marks, right-to-left text. */
const SAMPLES = [
  'a',
  'é',
  'ß',
  '€',
  '日本語のテキスト',
  '𝄞',
  '😀',
  '👩‍👩‍👧‍👦',
  '👍🏽',
  '🇫🇮🇸🇪',
  'e\u0301te\u0301', // combining acute accents
  'A\u030A\u0323', // two combining marks on one base
  'Z̴̡͍̓a̷̗̽l̸̰̈́g̵̱̈o̵̢͐',
  'مرحبا بالعالم',
  'שלום',
  '한국어 ᄒᆞᆫ',
  'mixed: a é € 𝄞 😀 end',
  ' ',
  "it's \"quoted\" \\ backslash\ttab\nnewline",
];

describe('PGlite string decoding (patches/@electric-sql+pglite)', () => {
  let plain: PGlite;
  let prepared: PreparedPGlite;

  beforeAll(async () => {
    plain = new PGlite();
    prepared = new PreparedPGlite();
    await Promise.all([plain.waitReady, prepared.waitReady]);
  });
  afterAll(async () => {
    await plain.close();
    await prepared.close();
  });

  const clients = () =>
    [
      ['PGlite.query', plain],
      ['PreparedPGlite', prepared],
    ] as const;

  /** One value through a parameter and back, on both clients, in object and array row mode. */
  async function roundTrip(value: string): Promise<void> {
    for (const [name, db] of clients()) {
      const { rows } = await db.query<{ t: string; n: number }>('select $1::text as t, octet_length($1::text) as n', [value]);
      expect({ name, ok: rows[0]!.t === value, bytes: rows[0]!.n }).toEqual({ name, ok: true, bytes: utf8Length(value) });
      const { rows: arrays } = await db.query<unknown[]>('select $1::text', [value], { rowMode: 'array' });
      expect(arrays[0]![0] === value).toBe(true);
    }
  }

  it('returns multi-byte UTF-8 (2, 3 and 4 bytes, emoji, combining marks) as it went in', async () => {
    for (const sample of SAMPLES) await roundTrip(sample);
  });

  it('returns the empty string, a single byte and a single multi-byte character', async () => {
    for (const value of ['', 'x', '\u0001', 'é', '€', '😀']) await roundTrip(value);
    for (const [, db] of clients()) {
      const { rows } = await db.query<{ empty: string; nothing: null }>("select ''::text as empty, null::text as nothing");
      expect(rows[0]).toEqual({ empty: '', nothing: null });
    }
  });

  it('keeps a leading U+FEFF that is part of the value (the unpatched parser dropped it)', async () => {
    // PGlite 0.5.16's TextDecoder strips a byte order mark at the start of every field it decodes:
    // a text value beginning with U+FEFF came back one character short. The patch decodes with
    // ignoreBOM, so this is also the behaviour that proves the patched parser is the one running.
    for (const value of ['\uFEFF', '\uFEFFhello', 'a\uFEFF', '\uFEFF\uFEFFtwo']) await roundTrip(value);
    for (const [, db] of clients()) {
      const { rows } = await db.query<{ t: string }>("select E'\\uFEFFliteral' as t");
      expect(rows[0]!.t).toBe('\uFEFFliteral');
    }
  });

  it('decodes a multi-byte character across every power-of-two size, wherever the buffer splits', async () => {
    // The parser's buffer holds the whole answer (merged across the chunks PGlite writes), and a field
    // ends wherever its length says: a 3- or 4-byte character at the last bytes of a long field, just
    // before or after a round size, is where a wrong offset would show.
    for (let power = 10; power <= 17; power++) {
      for (const delta of [-2, -1, 0, 1]) {
        const size = 2 ** power + delta;
        await roundTrip('a'.repeat(size - 4) + '😀');
        await roundTrip('€' + 'b'.repeat(size - 6) + '€');
      }
    }
  });

  it('decodes a field right after another multi-byte field in the same row', async () => {
    const values = ['😀', 'é€', '', '𝄞x', 'e\u0301', 'ü'.repeat(1000), '日本'];
    const sql = `select ${values.map((_, i) => `$${i + 1}::text as c${i}`).join(', ')}`;
    for (const [, db] of clients()) {
      const { rows } = await db.query<unknown[]>(sql, values, { rowMode: 'array' });
      expect(rows[0]).toEqual(values);
    }
  });

  it('decodes many columns and many rows of multi-byte text', async () => {
    const columns = 150;
    const sql = `select ${Array.from({ length: columns }, (_, i) => `$1::text || ${i} || $2::text as "c${i}"`).join(', ')}
      from generate_series(1, 40)`;
    const expected = Array.from({ length: columns }, (_, i) => `😀é${i}𝄞`);
    for (const [, db] of clients()) {
      const { rows } = await db.query<unknown[]>(sql, ['😀é', '𝄞'], { rowMode: 'array' });
      expect(rows).toHaveLength(40);
      for (const row of rows) expect(row).toEqual(expected);
    }
  });

  it('decodes rows stored in a table, text arrays and JSON, as PGlite.query and PreparedPGlite alike', async () => {
    for (const [, db] of clients()) {
      await db.exec('create table notes (id int primary key, body text, tags text[], doc jsonb)');
      for (const [i, sample] of SAMPLES.entries()) {
        await db.query('insert into notes values ($1, $2, $3, $4)', [i, sample, [sample, `${sample},{}"`], { sample }]);
      }
      const { rows } = await db.query<{ id: number; body: string; tags: string[]; doc: { sample: string } }>(
        'select * from notes order by id',
      );
      expect(rows).toEqual(SAMPLES.map((sample, id) => ({ id, body: sample, tags: [sample, `${sample},{}"`], doc: { sample } })));
    }
  });

  it('decodes multi-byte column names and error messages (the C strings of the protocol)', async () => {
    for (const [, db] of clients()) {
      const { rows, fields } = await db.query('select 1 as "ünïcødé 😀", 2 as "日本"');
      expect(fields.map((f) => f.name)).toEqual(['ünïcødé 😀', '日本']);
      expect(rows[0]).toEqual({ 'ünïcødé 😀': 1, 日本: 2 });
      await expect(db.query("do $$ begin raise exception 'kaputt: ü € 😀'; end $$")).rejects.toThrow('kaputt: ü € 😀');
    }
  });

  it('returns 1 MB of mixed multi-byte text as it went in, also stored and read back', async () => {
    const unit = 'ascii é € 𝄞 😀 e\u0301 👩‍👩‍👧‍👦 ';
    const long = unit.repeat(Math.ceil(1024 * 1024 / utf8Length(unit)));
    expect(utf8Length(long)).toBeGreaterThanOrEqual(1024 * 1024);
    await roundTrip(long);
    for (const [, db] of clients()) {
      await db.exec('create table long_texts (id int primary key, body text)');
      await db.query('insert into long_texts values (1, $1), (2, $2)', [long, `é${long}`]);
      const { rows } = await db.query<{ id: number; body: string }>('select * from long_texts order by id');
      expect(rows[0]!.body === long && rows[1]!.body === `é${long}`).toBe(true);
    }
  });
});

describe('the PGlite patch is applied (postinstall: patch-package)', () => {
  const installed = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };

  it('is for the installed version, which package.json pins exactly', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const pinned = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
      .dependencies['@electric-sql/pglite'];
    const patches = readdirSync(path.join(root, 'patches')).filter((name) => name.startsWith('@electric-sql+pglite+'));
    expect({ pinned, patches }).toEqual({
      pinned: installed.version,
      patches: [`@electric-sql+pglite+${installed.version}.patch`],
    });
  });

  it('left no BufferReader that copies a field before decoding it, in the ESM and CommonJS builds', () => {
    const dist = path.join(packageDir, 'dist');
    const files = [
      ...readdirSync(dist).filter((name) => /\.(c?js)$/.test(name)),
      ...readdirSync(path.join(dist, 'node-postgres'))
        .filter((name) => /\.(c?js)$/.test(name))
        .map((name) => path.join('node-postgres', name)),
    ];
    const sources = new Map(files.map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));
    const unpatched = [...sources].filter(([, text]) => text.includes('.decode(this.bytes(t))')).map(([file]) => file);
    const patched = [...sources].filter(([, text]) => text.includes('__pgliteDecodeInPlace(')).map(([file]) => file);
    expect(unpatched).toEqual([]);
    // The ESM chunk Node loads here, the CommonJS entry and the node-postgres adapter's CommonJS build.
    expect(patched.length).toBe(3);
    expect(patched).toContain('index.cjs');
  });
});
