import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, time } from './columns';
import { users } from './users';

export const idempotencyState = pgEnum('idempotency_state', ['running', 'done']);

/**
 * Idempotency-Key records (docs/architecture.md §4): a repeat of a creating POST replays the stored answer instead
 * of writing twice. Kept at least 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: belongsTo('user_id', () => users.id),
    key: text('key').notNull(),
    /** Method and route, so one key can't be replayed against another endpoint. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    state: idempotencyState('state').notNull().default('running'),
    /**
     * The server instance running a 'running' claim (server/db/instance-lock.ts): once it is gone
     * the claim is released at once (docs/decisions/0038-idempotency-after-a-crash.md). Null on
     * claims made before that existed.
     */
    ownerInstance: integer('owner_instance'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Rate-limit windows in the database, so limits hold across several server instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: time('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
