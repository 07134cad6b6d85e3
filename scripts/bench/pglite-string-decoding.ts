/**
 * CPU per read with and without patches/@electric-sql+pglite+*.patch (decision 0015): PGlite's
 * result parser decoding each text field in place instead of copying it with ArrayBuffer.slice.
 *
 *   node --import tsx scripts/bench/pglite-string-decoding.ts [--iterations 400] [--rounds 2]
 *
 * Makes a copy of the installed @electric-sql/pglite in a temporary folder and takes the patch out
 * of it (`git apply -R`), then runs the same reads in child processes, alternately on the installed
 * (patched) package and on the copy (original): a resolve hook sends `@electric-sql/pglite` to the
 * copy. Each child seeds its own in-memory PreparedPGlite (the server's PGlite) with a posts-page
 * shaped community and measures `process.cpuUsage()` over N runs of each read, which a shared
 * machine's background load disturbs far less than wall time. Two reads:
 * - "posts page (rows)": 21 posts with author, game and isUpvoted, 17 columns, rowMode 'array' as
 *   drizzle asks for it;
 * - "posts page (one JSON document)": the same page built by PostgreSQL as one json_agg text field,
 *   the shape decision 0016's one-statement reads return.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    iterations: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '2' },
    child: { type: 'boolean', default: false },
  },
});
const iterations = Number(flags.iterations);

interface ChildResult {
  /** CPU microseconds per read, by read. */
  perRead: Record<string, number>;
  /**
   * Whether this child ran the patched parser: the original drops a leading U+FEFF from a text
   * value (its TextDecoder strips a byte order mark), the patched one keeps it.
   */
  patched: boolean;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Deterministic text of a given length, mostly ASCII with accents, CJK and emoji like real posts. */
function makeText(seed: number, length: number): string {
  const words = ['ran', 'five', 'km', 'today', 'in the rain', 'Straße', 'café', 'naïve', '走った', '🌧️', '💪🏽', 'e\u0301te\u0301', 'with', 'friends', 'Zoë', 'garden', '🏃‍♀️'];
  let out = '';
  let x = seed * 7919 + 13;
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += (out ? ' ' : '') + words[x % words.length];
  }
  return out;
}

async function runChild(): Promise<void> {
  const { PreparedPGlite } = await import('../../server/db/prepared-pglite');
  const db = new PreparedPGlite();
  await db.exec(`
    create table users (id uuid primary key default gen_random_uuid(), username text, first_name text,
      last_name text, profile_image_url text, bio text);
    create table games (id uuid primary key default gen_random_uuid(), name text not null,
      start_time timestamptz not null, end_time timestamptz not null);
    create table posts (id uuid primary key default gen_random_uuid(), game_id uuid not null, user_id uuid not null,
      content text not null, image_id uuid, is_redacted boolean not null default false,
      created_at timestamptz not null, received_at timestamptz not null default now(),
      updated_at timestamptz not null default now(), upvote_count int not null default 0,
      comment_count int not null default 0);
    create index posts_game_created_idx on posts (game_id, created_at desc, id);
    create table upvotes (post_id uuid not null, user_id uuid not null, primary key (post_id, user_id));`);
  const people: string[] = [];
  for (let i = 0; i < 60; i++) {
    const { rows } = await db.query<{ id: string }>(
      'insert into users (username, first_name, last_name, profile_image_url, bio) values ($1, $2, $3, $4, $5) returning id',
      [`runner${i}`, makeText(i, 8), makeText(i + 100, 10), i % 3 ? `https://images.example.com/avatars/${i}.jpg` : null, makeText(i + 200, 80)],
    );
    people.push(rows[0]!.id);
  }
  const { rows: gameRows } = await db.query<{ id: string }>(
    "insert into games (name, start_time, end_time) values ('Spring running challenge 🏃', now() - interval '10 days', now() + interval '20 days') returning id",
  );
  const gameId = gameRows[0]!.id;
  for (let i = 0; i < 600; i++) {
    await db.query(
      `insert into posts (game_id, user_id, content, image_id, created_at, upvote_count, comment_count, streak_day)
       values ($1, $2, $3, $4, now() - make_interval(mins => $5), $6, $7, current_date)`,
      [gameId, people[i % people.length], makeText(i, 40 + ((i * 37) % 240)), i % 4 ? null : crypto.randomUUID(), i, i % 9, i % 4],
    );
  }
  await db.query('insert into upvotes select id, $1 from posts where upvote_count > 4', [people[0]]);

  const columns = `p.id, p.game_id, p.user_id, p.content, p.image_id, p.is_redacted, p.created_at, p.upvote_count,
      p.comment_count, u.id as author_id, u.username, u.first_name, u.last_name, u.profile_image_url,
      g.name as game_name, g.start_time, g.end_time,
      coalesce((select true from upvotes v where v.post_id = p.id and v.user_id = $2 limit 1), false) as is_upvoted`;
  const page = `select ${columns} from posts p join users u on u.id = p.user_id join games g on g.id = p.game_id
      where p.game_id = $1 order by p.created_at desc nulls last, p.id limit 21 offset $3`;
  const reads: Record<string, () => Promise<unknown>> = {
    'posts page (rows)': () => db.query(page, [gameId, people[0], 40], { rowMode: 'array' }),
    'posts page (one JSON document)': () =>
      db.query(`select coalesce(json_agg(t), '[]')::text as doc from (${page}) t`, [gameId, people[0], 40]),
  };
  const { rows: bom } = await db.query<{ text: string }>("select E'\\uFEFFx' as text");
  const patched = bom[0]!.text === '\uFEFFx';
  const perRead: Record<string, number> = {};
  for (const [name, read] of Object.entries(reads)) {
    for (let i = 0; i < 100; i++) await read(); // warm-up: JIT, statement prepared, generic plan
    const start = process.cpuUsage();
    for (let i = 0; i < iterations; i++) await read();
    const used = process.cpuUsage(start);
    perRead[name] = (used.user + used.system) / iterations;
  }
  await db.close();
  process.stdout.write(JSON.stringify({ perRead, patched } satisfies ChildResult));
}

/** A copy of the installed package with the committed patch taken out: the original PGlite. */
function makeOriginalCopy(): { nodeModules: string; cleanup: () => void } {
  const patches = readdirSync(path.join(root, 'patches')).filter((name) => name.startsWith('@electric-sql+pglite+'));
  if (patches.length !== 1) throw new Error(`expected one PGlite patch in patches/, found ${patches.length}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-original-'));
  cpSync(path.join(root, 'node_modules/@electric-sql/pglite'), path.join(dir, 'node_modules/@electric-sql/pglite'), {
    recursive: true,
  });
  // patch-package writes paths as a/node_modules/…: relative to the folder holding node_modules.
  execFileSync('git', ['apply', '-R', path.join(root, 'patches', patches[0]!)], { cwd: dir, stdio: 'inherit' });
  writeFileSync(
    path.join(dir, 'hooks.mjs'),
    `const parent = ${JSON.stringify(pathToFileURL(path.join(dir, 'node_modules', 'here.js')).href)};
export async function resolve(specifier, context, next) {
  if (specifier === '@electric-sql/pglite' || specifier.startsWith('@electric-sql/pglite/')) {
    return next(specifier, { ...context, parentURL: parent });
  }
  return next(specifier, context);
}
`,
  );
  writeFileSync(
    path.join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(dir, 'hooks.mjs')).href)});\n`,
  );
  return { nodeModules: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function measure(extraImports: string[], patched: boolean): ChildResult {
  const args = ['--import', 'tsx', ...extraImports.flatMap((file) => ['--import', pathToFileURL(file).href])];
  const child = spawnSync(process.execPath, [...args, fileURLToPath(import.meta.url), '--child', '--iterations', String(iterations)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`child exited with ${child.status}`);
  const result = JSON.parse(child.stdout) as ChildResult;
  if (result.patched !== patched) {
    throw new Error(patched ? 'the installed PGlite is not patched: run npm ci (postinstall applies patches/)' : 'the copy still decodes like the patched PGlite');
  }
  return result;
}

async function main(): Promise<void> {
  const original = makeOriginalCopy();
  try {
    const runs: Record<'patched' | 'original', ChildResult[]> = { patched: [], original: [] };
    for (let round = 0; round < Number(flags.rounds); round++) {
      log(`round ${round + 1}: patched`);
      runs.patched.push(measure([], true));
      log(`round ${round + 1}: original`);
      runs.original.push(measure([path.join(original.nodeModules, 'register.mjs')], false));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`PGlite string decoding: CPU µs per read, median of ${flags.rounds} runs of ${iterations} reads each\n`);
    console.log('| read | original | patched | original / patched |');
    console.log('|---|---:|---:|---:|');
    for (const name of Object.keys(runs.patched[0]!.perRead)) {
      const before = median(runs.original.map((r) => r.perRead[name]!));
      const after = median(runs.patched.map((r) => r.perRead[name]!));
      console.log(`| ${name} | ${before.toFixed(0)} | ${after.toFixed(0)} | ${(before / after).toFixed(2)}x |`);
    }
    const all = (kind: 'patched' | 'original') =>
      runs[kind].map((r) => Object.values(r.perRead).map((v) => v.toFixed(0)).join('/')).join(', ');
    console.log(`\nEach run (µs, reads in the order above): original ${all('original')}; patched ${all('patched')}`);
  } finally {
    original.cleanup();
  }
}

if (flags.child) await runChild();
else await main();
