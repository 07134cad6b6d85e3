import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { RowCounts } from './row-counts';

/**
 * The backup file (docs/decisions/0051-backups-restore-and-move.md): pg_dump's plain SQL, which
 * `psql` restores into PostgreSQL 15 and later, between a header that says what it is and a last
 * line that carries the row count of every table, taken in the same snapshot as the dump. That
 * line is written last, so a file cut short has none: restore and verification refuse it before
 * loading anything. Gzip-compressed when its name ends in `.gz` (the scheduled ones).
 */
const END_MARKER = '-- challenge-game backup end ';

export interface BackupContents {
  sql: string;
  counts: RowCounts;
  takenAt: Date;
}

/** A backup that can't be used: cut short, not ours, or not a backup at all. Shown to the operator as is. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/**
 * pg_dump's output as plain SQL that PostgreSQL 15 and later, and PGlite, all accept:
 * - without `SET transaction_timeout` (a PostgreSQL 17 setting): the embedded database is dumped by
 *   a newer pg_dump (PGlite's), and psql 15 stops there with ON_ERROR_STOP;
 * - without psql's `\restrict` / `\unrestrict` lines (pg_dump since 2025): they are psql commands,
 *   not SQL, and our restore sends the file over the protocol. PGlite's pgDump drops them too.
 */
export function portableSql(sql: string): string {
  return sql.replace(/^SET transaction_timeout = [^;\n]*;\n/gm, '').replace(/^\\(un)?restrict\b.*\n/gm, '');
}

export function encodeBackup({ sql, counts, takenAt }: BackupContents, source: string): string {
  const header = [
    `-- Comfort Zone Challenge backup of the ${source}, taken ${takenAt.toISOString()}`,
    '-- Restore: npm run db:restore -- FILE (an empty embedded folder or DATABASE_URL),',
    '-- or: psql --single-transaction -v ON_ERROR_STOP=1 -f FILE into an empty PostgreSQL database.',
    '',
  ].join('\n');
  const end = `${END_MARKER}${JSON.stringify({ takenAt: takenAt.toISOString(), counts })}\n`;
  return `${header}${sql.endsWith('\n') ? sql : `${sql}\n`}${end}`;
}

export function decodeBackup(text: string, name: string): BackupContents {
  const trimmed = text.endsWith('\n') ? text.slice(0, -1) : text;
  const start = trimmed.lastIndexOf('\n') + 1;
  const last = trimmed.slice(start);
  if (!last.startsWith(END_MARKER)) {
    throw new BackupFileError(`${name} is not a complete backup: its last line is not the end marker (the file was cut short, or is not a backup made by this app)`);
  }
  let parsed: { takenAt?: unknown; counts?: unknown };
  try {
    parsed = JSON.parse(last.slice(END_MARKER.length)) as typeof parsed;
  } catch {
    throw new BackupFileError(`${name} has an unreadable end marker`);
  }
  const takenAt = new Date(String(parsed.takenAt));
  const counts = parsed.counts;
  const countsValid =
    counts !== null && typeof counts === 'object' && Object.values(counts).every((n) => Number.isSafeInteger(n) && (n as number) >= 0);
  if (Number.isNaN(takenAt.getTime()) || !countsValid) throw new BackupFileError(`${name} has an unreadable end marker`);
  return { sql: trimmed.slice(0, start), counts: counts as RowCounts, takenAt };
}

const isGzip = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

export async function readBackupFile(file: string): Promise<BackupContents> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupFileError(code === 'ENOENT' ? `There is no file ${file}` : `Can't read ${file}: ${(error as Error).message}`);
  }
  if (isGzip(bytes)) {
    try {
      bytes = await promisify(gunzip)(bytes);
    } catch (error) {
      throw new BackupFileError(`${file} is a damaged compressed file (${(error as Error).message}): it was cut short or changed`);
    }
  }
  return decodeBackup(bytes.toString('utf8'), file);
}

/** Compressed or plain is said by the name the operator gives: FILE.sql.gz or FILE.sql. */
export const wantsGzip = (file: string) => file.endsWith('.gz');

/** A name beside `file` for what is being written there; removed on failure, renamed into place on success. */
export const pendingName = (file: string, what = 'partial') =>
  path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.${what}`);

/** Flushes a folder's entries (a rename, a new file) to disk, so they survive a power cut. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `text` (or bytes) to `file` so that `file` is either absent or whole: into a temporary file beside
 * it, flushed to disk, then renamed over it (a rename within a folder is atomic) and the folder
 * flushed.
 */
export async function writeFileAtomically(file: string, text: string | Uint8Array, compress: boolean): Promise<void> {
  const bytes = compress ? await promisify(gzip)(text) : typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const partial = pendingName(file);
  try {
    const handle = await open(partial, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
}
