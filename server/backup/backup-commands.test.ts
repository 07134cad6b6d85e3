import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RequestSpec } from '../../scripts/bench/load-spec';
import { startApp, type AppProcess } from '../../tools/app-process';
import { runNpmScript } from '../../tests/support/npm-command';
import { comparableBody, firstDifference, readRequestPools, type ReadPools } from '../../tools/read-pools';
import { createEmptyPostgresDatabase } from '../../tools/postgres-cluster';
import { databaseUnavailable, usingPostgres } from '../../tests/support/test-database';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed/seed-database';
import { SEED_SIZES } from '../seed/seed-sizes';
import { readBackupFile } from './backup-file';
import { countRows } from './row-counts';

/**
 * The backup commands as an operator runs them, against real server processes
 * (docs/decisions/0051-backups-restore-and-move.md): the demo community on the embedded database,
 * backed up with `npm run db:backup` while the server answers reads, restored with
 * `npm run db:restore` into a PostgreSQL 15 database a server was started on once (and by psql into
 * an empty one), and a server started there answers every read as the embedded one does, for the
 * same people (their sessions are rows of the backup). Then `npm run db:move-to-postgres` moves the
 * same folder: refused while its server runs, done once it is stopped, a server on the new database
 * answers the same again, and db:backup backs that one up with pg_dump. Only in the 'server-pg'
 * project, which has a PostgreSQL; the library-level cases are server/backup/restore.test.ts.
 */

const run = promisify(execFile);
// No scheduled backups: the ones the test takes are the only ones (and their CPU the only backup's).
const SERVER_ENV = { STATIC_DIR: '', LOG_LEVEL: 'warn', BACKUP_INTERVAL_HOURS: '0' };
/** Requests per read compared after the restore (about 35 reads), and after the move. */
const PER_READ = 20;
const PER_READ_AFTER_MOVE = 5;
/** Reads that warm a fresh server up, then the reads whose times are the baseline. */
const WARM_UP = 50;
const BASELINE = 200;

interface Answer {
  status: number;
  body: unknown;
}

async function ask(server: AppProcess, spec: RequestSpec): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${spec.path}`, { headers: spec.cookie ? { cookie: `sid=${spec.cookie}` } : {} });
  return { status: response.status, body: comparableBody(response.headers.get('content-type') ?? undefined, Buffer.from(await response.arrayBuffer())) };
}

/**
 * Sends every request to both servers at once, one request after another (each server is asked the
 * same requests in the same order); answers how many were sent and answered 200 (most
 * are: the others are strangers' 403s and unknown ids' 404s), and one line per request whose
 * answer differs.
 */
async function differences(pools: Map<string, RequestSpec[]>, perRead: number, a: AppProcess, b: AppProcess) {
  let sent = 0;
  let ok = 0;
  const differing: string[] = [];
  for (const [name, pool] of pools) {
    for (const spec of pool.slice(0, perRead)) {
      const [left, right] = await Promise.all([ask(a, spec), ask(b, spec)]);
      sent += 1;
      if (left.status === 200) ok += 1;
      if (left.status === right.status && isDeepStrictEqual(left.body, right.body)) continue;
      const at = left.status === right.status ? firstDifference(left.body, right.body) : { path: 'status', before: left.status, now: right.status };
      differing.push(`${name}: ${spec.path} at ${at?.path}: ${JSON.stringify(at?.before)?.slice(0, 200)} vs ${JSON.stringify(at?.now)?.slice(0, 200)}`);
    }
  }
  return { sent, ok, differing };
}

interface Timed {
  at: number;
  ms: number;
  status: number | string;
}

/** Two readers asking `server` one plain read after another until `done()`, each answer with its time pushed to `answers`. */
async function keepReading(server: AppProcess, requests: RequestSpec[], answers: Timed[], done: () => boolean): Promise<void> {
  const reader = async (offset: number) => {
    for (let i = offset; !done(); i += 2) {
      const spec = requests[i % requests.length]!;
      const at = performance.now();
      const status = await fetch(`${server.baseUrl}${spec.path}`, { headers: { cookie: `sid=${spec.cookie}` } }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        (error: Error) => error.message,
      );
      answers.push({ at, ms: performance.now() - at, status });
    }
  };
  await Promise.all([reader(0), reader(1)]);
}

/** Resolves once `check()` holds, looking every 20 ms. */
async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const slowest = (answers: Timed[]) => Math.max(...answers.map((a) => a.ms));
const median = (answers: Timed[]) => answers.map((a) => a.ms).sort((x, y) => x - y)[Math.floor(answers.length / 2)]!;

async function onPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const tablesIn = (url: string) =>
  onPostgres(url, async (client) => (await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0]!.n);
const countsIn = (url: string) => onPostgres(url, (client) => countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows));

describe.runIf(usingPostgres() && !databaseUnavailable())('backups, restore and the move through the real commands', { timeout: 600_000 }, () => {
  let folder: string;
  let dataDir: string;
  let read: ReadPools;
  /** The embedded server on the demo community, and the one on PostgreSQL restored from its backup. */
  let embedded: AppProcess | undefined;
  let restored: AppProcess | undefined;
  let moved: AppProcess | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  /** What the test measured, printed once at the end. */
  const measured: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'czc-backup-commands-'));
    dataDir = path.join(folder, 'data');
    // The demo community, as `npm run demo` seeds it, plus a session for each player.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      await seedDatabase(database.db, SEED_SIZES.demo);
      read = await readRequestPools(database.db, PER_READ);
      // A few operators, so the moderation reads answer 200 to some (they are 403 to the others).
      await database.db.execute(sql`update users set is_operator = true where id in (select user_id from sessions order by user_id limit 3)`);
    } finally {
      await database.close();
    }
    // Seeding the demo community takes ~10 s alone, minutes on a machine busy with other work.
  }, 300_000);
  afterAll(async () => {
    for (const server of [embedded, restored, moved]) await server?.stop();
    for (const cleanup of cleanups) await cleanup();
    await rm(folder, { recursive: true, force: true });
    if (measured.length > 0) console.info(`backup-commands.test.ts measured:\n  ${measured.join('\n  ')}`);
  });

  const emptyPostgres = async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    cleanups.push(empty.drop);
    return empty.url;
  };

  it('backs up the demo community while its server answers, restores it into PostgreSQL, and a server there answers every read the same', async () => {
    embedded = await startApp({ dataDir, env: SERVER_ENV });

    // Reads before the backup (past the first ones, which warm the server up: the baseline),
    // during it, and a few after.
    const answers: Timed[] = [];
    let backupDone = false;
    let readsAfter = 0;
    const reading = keepReading(embedded, read.plainReads, answers, () => backupDone && readsAfter++ > 20);
    const file = path.join(folder, 'demo.sql');
    await waitFor(() => answers.length >= WARM_UP + BASELINE);
    const backupStart = performance.now();
    // Typed in the folder the file goes to, with its name alone: written there, not in the repository.
    const backup = await runNpmScript('db:backup', ['--out', 'demo.sql'], { DATA_DIR: dataDir }, folder).finally(() => (backupDone = true));
    await reading;
    expect(backup.code, `${backup.stdout}\n${backup.stderr}\n--- server ---\n${embedded.output()}`).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables, [\d,]+ rows to .*demo\.sql \([\d,]+ KB\), proven by a test restore with every table's count equal\.\n$/);
    const before = answers.slice(WARM_UP).filter((a) => a.at < backupStart);
    const during = answers.filter((a) => a.at >= backupStart && a.at < backupStart + backup.ms);
    expect(during.length).toBeGreaterThan(0);
    // Every read answered while the server made its backup.
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const stall = during.reduce((worst, a) => (a.ms > worst.ms ? a : worst));
    measured.push(
      `db:backup of the demo community (running server, plain): ${seconds(backup.ms)} wall, ${(await stat(file)).size} bytes; ` +
        `reads before: median ${median(before).toFixed(0)} ms, slowest ${slowest(before).toFixed(0)} ms (${before.length}); ` +
        `during: median ${median(during).toFixed(0)} ms, slowest ${stall.ms.toFixed(0)} ms at +${seconds(stall.at - backupStart)} (${during.length})`,
    );

    // Into a PostgreSQL database a server was started on once (migrated, its push keys made, nobody
    // signed up): what an operator who set DATABASE_URL first has. The move below goes into an empty one.
    const url = await emptyPostgres();
    await (await startApp({ env: { ...SERVER_ENV, DATABASE_URL: url } })).stop();
    expect(await tablesIn(url)).toBeGreaterThan(0);
    const restore = await runNpmScript('db:restore', ['demo.sql'], { DATABASE_URL: url }, folder);
    expect(restore.code, `${restore.stdout}\n${restore.stderr}`).toBe(0);
    expect(restore.stdout).toMatch(/^Restored the backup taken \S+ into the PostgreSQL database postgres:\/\/\S+: \d+ tables, [\d,]+ rows, every table's count equal to the backup's\.\nStart the server/);
    measured.push(`db:restore into PostgreSQL: ${seconds(restore.ms)} wall (the command's process start included)`);

    // The other way the file's header gives: Debian's psql for PostgreSQL 15, in one transaction,
    // stopping at the first error (what PostgreSQL 15 refuses of PGlite's newer pg_dump is left out).
    // Meanwhile the server on the restored database starts (its seconds overlap psql's).
    const starting = startApp({ env: { ...SERVER_ENV, DATABASE_URL: url } });
    try {
      const byPsql = await emptyPostgres();
      await run('psql', ['--single-transaction', '-v', 'ON_ERROR_STOP=1', '--quiet', '--no-psqlrc', '-f', file, byPsql]);
      expect(await countsIn(byPsql)).toEqual((await readBackupFile(file)).counts);
    } finally {
      restored = await starting;
    }
    const { sent, ok, differing } = await differences(read.pools, PER_READ, embedded, restored);
    expect(differing).toEqual([]);
    expect(sent).toBeGreaterThan(30 * PER_READ);
    expect(ok).toBeGreaterThan(sent / 2);
    measured.push(`answers compared after the restore: ${sent} (${ok} of them 200), all the same`);
    expect(restored.output() + embedded.output()).not.toMatch(/Error/);
  });

  it('moves the same folder with db:move-to-postgres: refused while its server runs, then moved; a server there answers the same, and db:backup backs it up with pg_dump', async () => {
    expect(embedded, 'the round trip above started the embedded server').toBeDefined();
    const url = await emptyPostgres();
    const refused = await runNpmScript('db:move-to-postgres', ['--url', url], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Another server process is already using the data folder .*\nStop the server before moving: what it writes after the backup would be left behind\./);
    expect(await tablesIn(url)).toBe(0);

    await embedded!.stop();
    const move = await runNpmScript('db:move-to-postgres', ['--url', url], { DATA_DIR: dataDir });
    expect(move.code, `${move.stdout}\n${move.stderr}`).toBe(0);
    const redacted = new URL(url).toString();
    expect(move.stdout).toContain(`Moved the embedded database into ${redacted}: `);
    expect(move.stdout).toContain(`Set DATABASE_URL=${redacted} in the server's environment, and start it.`);
    expect(move.stdout).toContain('Back up PostgreSQL from now on with npm run db:backup -- --out FILE');
    // The backup it moved with stays in BACKUP_DIR (DATA_DIR/backups), and the folder as it was.
    const kept = (await readdir(path.join(dataDir, 'backups'))).filter((name) => name.endsWith('.sql.gz'));
    expect(kept).toHaveLength(1);
    expect(move.stdout).toContain(`The backup it was moved with is ${path.join(dataDir, 'backups', kept[0]!)}.`);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    measured.push(
      `db:move-to-postgres (stopped server): ${seconds(move.ms)} wall; its backup compressed: ${(await stat(path.join(dataDir, 'backups', kept[0]!))).size} bytes`,
    );

    moved = await startApp({ env: { ...SERVER_ENV, DATABASE_URL: url } });
    // From now on db:backup takes PostgreSQL's backups, with its pg_dump, while the server runs:
    // here while it answers the reads compared with the restored server's.
    const file = path.join(folder, 'moved.sql.gz');
    const [{ differing }, backup] = await Promise.all([
      differences(read.pools, PER_READ_AFTER_MOVE, restored!, moved),
      runNpmScript('db:backup', ['--out', file], { DATABASE_URL: url }),
    ]);
    expect(differing).toEqual([]);
    expect(backup.code, `${backup.stdout}\n${backup.stderr}`).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables, [\d,]+ rows to .*moved\.sql\.gz .*proven by a test restore/);
    const [embeddedBackup, postgresBackup] = [await readBackupFile(path.join(dataDir, 'backups', kept[0]!)), await readBackupFile(file)];
    expect(postgresBackup.counts['public.posts']).toBe(embeddedBackup.counts['public.posts']);
    expect(postgresBackup.counts['public.users']).toBe(embeddedBackup.counts['public.users']);
    measured.push(`db:backup of the moved database (PostgreSQL, pg_dump, running server): ${seconds(backup.ms)} wall`);
    expect(moved.output()).not.toMatch(/Error/);
  });
});
