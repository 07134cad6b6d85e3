import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupFileError, portableSql, type BackupContents } from './backup-file';
import { countRows } from './row-counts';

/**
 * libpq's environment for a postgres:// URL: pg_dump gets the connection there, not on its command
 * line, where every user of the machine could read the password (ps, /proc).
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {};
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, ''));
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const fromQuery: Record<string, string> = { host: 'PGHOST', port: 'PGPORT', sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT' };
  for (const [param, name] of Object.entries(fromQuery)) {
    const value = parsed.searchParams.get(param);
    if (value) env[name] = value;
  }
  return env;
}

function runPgDump(url: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', args, { env: { ...process.env, ...libpqEnvironment(url) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupFileError("pg_dump was not found: a PostgreSQL database is backed up by PostgreSQL's own pg_dump (Debian: apt install postgresql-client)")
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new BackupFileError(`pg_dump failed: ${err.trim()}`))));
  });
}

/**
 * PostgreSQL's backup: its own pg_dump, in the snapshot of a transaction that counts the rows
 * first (pg_export_snapshot), so the counts the file carries are those of the dump even while
 * instances keep writing.
 */
export async function dumpPostgres(url: string): Promise<BackupContents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const takenAt = new Date();
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    // Same options as the embedded dump (server/backup/dump-embedded.ts): one kind of file.
    const sql = await runPgDump(url, [`--snapshot=${rows[0]!.snapshot}`, '--no-owner', '--no-privileges', '--rows-per-insert=100']);
    await client.query('commit');
    return { sql: portableSql(sql), counts, takenAt };
  } finally {
    await client.end();
  }
}
