import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupStatusSource } from '../backup/backup-status';
import { migrationsFolder } from '../db/client';
import { NO_STORE } from './security-headers';
import { pluralWord } from '@contract/plural';
import { sqlRows } from '../db/sql-rows';

export interface HealthPluginOptions {
  /** The scheduled backups' last proven one (server/backup/backup-status.ts); absent: no `backup` field. */
  backupStatus?: BackupStatusSource | undefined;
  /** How long /readyz waits for the database before it answers 503. */
  timeoutMs?: number;
}

export const READY_TIMEOUT_MS = 2_000;

export interface Readiness {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unavailable';
  /** `missing`: the database lacks a migration this server's code has; `unknown` while the database doesn't answer. */
  migrations: 'ok' | 'missing' | 'unknown';
  backup?: { lastGoodAt: string | null; ageSeconds: number | null };
  /** Why it is unavailable, for a person reading a load balancer's log; set with 503 only. */
  message?: string;
}

/** PostgreSQL's "relation does not exist" and "schema does not exist": the database answers, unmigrated. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

/** The route options of both probes: hidden from the API's document, nothing logged per request. */
const PROBE = { schema: { hide: true }, logLevel: 'warn' } as const;

/**
 * `GET /healthz` and `GET /readyz` (docs/decisions/0050-health-and-metrics.md). Outside /api/, so
 * no session lookup, no read budget (rate-limit-reads.ts counts /api/ only) and no CSRF concern;
 * `no-store`; the per-request log lines are off (a load balancer asks every few seconds), and
 * /readyz logs a change of its answer instead, with the detail it doesn't send to the public.
 */
export const healthPlugin = fp<HealthPluginOptions>(
  async (app, { backupStatus, timeoutMs = READY_TIMEOUT_MS }) => {
    // Applied means what drizzle's migrator decides by: a row whose created_at is at least the
    // newest migration's `when` (meta/_journal.json) in drizzle.__drizzle_migrations.
    const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
    let checking: Promise<{ readiness: Readiness; detail?: string }> | null = null;
    let lastStatus: Readiness['status'] | undefined;

    /** One statement answers both questions: does the database answer, and is every migration in it? */
    async function check(): Promise<{ readiness: Readiness; detail?: string }> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const rows = await Promise.race([
          sqlRows<{ newest: string | null }>(app.db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
          timeout,
        ]);
        const newest = Number(rows[0]?.newest ?? 0);
        const missing = migrations.filter((when) => when > newest).length;
        if (missing === 0) return { readiness: { status: 'ok', database: 'ok', migrations: 'ok' } };
        const message = `The database lacks ${missing} of this server's ${pluralWord(missing, 'migration', 'migrations')}: restart the server to apply them.`;
        return { readiness: { status: 'unavailable', database: 'ok', migrations: 'missing', message } };
      } catch (error) {
        if (notMigrated(error)) {
          const message = 'The database has none of the migrations: restart the server to apply them.';
          return { readiness: { status: 'unavailable', database: 'ok', migrations: 'missing', message }, detail: String(error) };
        }
        const message = 'The database does not answer.';
        return { readiness: { status: 'unavailable', database: 'unavailable', migrations: 'unknown', message }, detail: String(error) };
      } finally {
        clearTimeout(timer);
      }
    }

    /** Probes that arrive while a check runs share it: a slow database is not asked once per probe. */
    async function ready(): Promise<Readiness> {
      checking ??= check().finally(() => (checking = null));
      const { readiness, detail } = await checking;
      if (readiness.status !== lastStatus) {
        if (readiness.status === 'ok') app.log.info('Ready: the database answers and is migrated');
        else app.log.warn({ detail }, `Not ready: ${readiness.message}`);
        lastStatus = readiness.status;
      }
      return backupStatus ? { ...readiness, backup: describeBackup(backupStatus, app.log) } : readiness;
    }

    app.get('/healthz', PROBE, async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

    app.get('/readyz', PROBE, async (_request, reply) => {
      const readiness = await ready();
      return reply
        .code(readiness.status === 'ok' ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send(readiness);
    });
  },
  { name: 'health', fastify: '5.x' },
);

/** The error, or the one drizzle wraps (`cause`), says the migrations' table or schema is missing. */
function notMigrated(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && NOT_MIGRATED_CODES.has(code)) return true;
  }
  return false;
}

/**
 * The last proven backup and its age. Reported, never a reason for 503: readiness decides whether
 * a load balancer sends this instance traffic, and an old backup doesn't make it serve worse.
 */
function describeBackup(source: BackupStatusSource, log: FastifyBaseLogger): NonNullable<Readiness['backup']> {
  let lastGoodAt: Date | null = null;
  try {
    ({ lastGoodAt } = source());
  } catch (error) {
    log.error({ err: error }, 'Readiness: the backup status could not be read');
  }
  if (!lastGoodAt) return { lastGoodAt: null, ageSeconds: null };
  return { lastGoodAt: lastGoodAt.toISOString(), ageSeconds: Math.max(0, Math.floor((Date.now() - lastGoodAt.getTime()) / 1000)) };
}
