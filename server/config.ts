import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from './config-trust-proxy';

const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** PGlite's folder (and the lock that keeps a second process out); ignored with DATABASE_URL. */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    /**
     * Named prepared statements on PostgreSQL (decision 0016: every read is prepared once per
     * connection). `false` behind a pooler that can't keep them, e.g. PgBouncer in transaction
     * mode before 1.21 or without max_prepared_statements (README "Behind PgBouncer").
     */
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    /** The address people use, e.g. https://challenge.example.com: OIDC redirects and the CSRF origin. */
    PUBLIC_URL: z.url().optional(),
    /** Behind a reverse proxy: which X-Forwarded-* hops to trust (protocol, client IP for rate limits). */
    TRUST_PROXY: trustProxySchema,
    OIDC_ISSUER_URL: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** Signs the short-lived OIDC login cookie; random per process when unset (one instance only). */
    COOKIE_SECRET: z.string().min(32).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Web Push's VAPID key pair (`npx web-push generate-vapid-keys`), base64url. Unset: a pair is
     * generated once into the database and shared by every instance (server/modules/push).
     */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
    /** Who push services contact about our pushes: a mailto: or https: URL (default: PUBLIC_URL, else a mailto:). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .optional(),
    /**
     * Turns on `GET /metrics` (Prometheus text, docs/decisions/0050-health-and-metrics.md), asked
     * for with `Authorization: Bearer <token>`; unset, the path is a 404 like any unknown one.
     * At least 16 visible ASCII characters, e.g. `openssl rand -hex 32`.
     */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)')
      .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces (it travels in an Authorization header)')
      .optional(),
    /**
     * Scheduled backups of the embedded database (docs/decisions/0051-backups-restore-and-move.md):
     * each one proven by a test restore before the oldest beyond BACKUP_KEEP are removed. Ignored
     * with DATABASE_URL: PostgreSQL's backups are the operator's (pg_dump, managed snapshots).
     * BACKUP_DIR defaults to DATA_DIR/backups (made with mode 0700; one folder per data folder).
     */
    BACKUP_DIR: z.string().min(1, 'must be a folder (unset: DATA_DIR/backups)').optional(),
    /** Hours between backups; fractions allowed (0.5 = every 30 minutes) down to 0.1; 0 = no scheduled backups. */
    BACKUP_INTERVAL_HOURS: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of hours, e.g. 24 or 0.5 (0 turns scheduled backups off)')
      .default('24')
      .transform(Number)
      .refine((hours) => hours === 0 || (hours >= 0.1 && hours <= 8760), 'must be 0 (off) or from 0.1 (6 minutes) to 8760 (a year) hours'),
    /** How many proven backups are kept (the newest). */
    BACKUP_KEEP: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,3}$/, 'must be a whole number of backups from 1 to 9999')
      .default('7')
      .transform(Number),
    /** Where the built web app is; the API alone runs without it. */
    STATIC_DIR: z.string().default('./dist'),
  })
  .refine(
    (c) => {
      const oidc = [c.OIDC_ISSUER_URL, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].filter(Boolean).length;
      return oidc === 0 || oidc === 3;
    },
    { message: 'Set all of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none of them' },
  )
  .refine((c) => Boolean(c.VAPID_PUBLIC_KEY) === Boolean(c.VAPID_PRIVATE_KEY), {
    message: 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
  })
  .transform((c) => ({ ...c, BACKUP_DIR: c.BACKUP_DIR ?? path.join(c.DATA_DIR, 'backups') }));

export type AppConfig = z.infer<typeof configSchema>;

/** A start-up failure the operator fixes in the environment: printed as is, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once, at start-up; a bad value stops the server with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
