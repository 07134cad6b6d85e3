import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { lockInstance } from '../db/instance-lock';
import { idempotencyKeys } from '../db/schema/infrastructure';

/**
 * Idempotency-Key for creating POSTs (docs/architecture.md §4), so the offline outbox can resend a post, comment
 * or like after a lost answer without it landing twice. Opt in per route:
 *
 *   signedInRoute(app, 'POST', '/api/things', { config: { idempotent: true }, … }, handler)   (server/signed-in-route.ts)
 *
 * With the header (a UUID) on such a route, for the signed-in user:
 * - the first request claims (user, key) with a 'running' row, runs, and stores status + JSON body;
 * - a repeat with the same route and body gets the stored answer again, without running;
 * - the same key with another route or body is 422; a repeat while the first still runs is 409;
 * - a 5xx or 429 answer deletes the claim so a retry can run; other 4xx answers are stored as final;
 * - a claim whose instance is gone (crashed, killed) is taken over by the next retry at once: each
 *   claim names the instance running it, and server/db/instance-lock.ts tells whether that instance
 *   still lives (docs/decisions/0038-idempotency-after-a-crash.md).
 * Without the header the route runs as usual. Rows live in the database (any instance can answer a
 * retry) and are swept after 7 days.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header on this route (see server/plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claim this request holds, settled in onSend. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_MALFORMED = 'Idempotency-Key must be a UUID';
export const KEY_REUSED = 'Idempotency-Key reused with a different request';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Keys are kept at least this long (docs/architecture.md §4), then swept. */
const RETENTION = sql`interval '7 days'`;
/**
 * Only for claims without an owner instance, made by a version before decision 0038 (a rolling
 * upgrade): their owner can't be asked, so after this long they count as abandoned, as they did.
 */
const ABANDONED_AFTER = sql`interval '2 minutes'`;
const SWEEP_EVERY_MS = 60_000;
/** A claim we could not settle (the database was unreachable) is settled again after these waits. */
const SETTLE_RETRY_MS = [1_000, 5_000, 15_000, 30_000];

/** JSON with sorted keys: the same body always hashes the same, whatever the key order sent. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Method, concrete URL (so a like's key can't be replayed on another post) and validated body. */
export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n${canonicalJson(body)}`).digest('hex');
}

const requestHash = (request: FastifyRequest) => hashRequest(request.method, request.url, request.body);

/** Deletes keys past their retention: an index range scan on created_at. */
export async function sweepExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${RETENTION}`);
}

export interface IdempotencyPluginOptions {
  database: DatabaseHandle;
}

export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  async (app, { database }) => {
    let lastSweep = 0;
    app.decorateRequest('idempotencyClaim', null);

    const instance = await lockInstance(database, {
      onError: (error) => app.log.error({ err: error }, 'idempotency: instance lock'),
    });
    /**
     * Claims this instance holds (made, not settled yet) or is making, counted per `userId key`:
     * alive while counted here. A claim of ours that is not (a number reused after a crash) is
     * abandoned. Counted before the insert, so no other request of ours sees the row uncounted.
     */
    const running = new Map<string, number>();
    const hold = (name: string) => running.set(name, (running.get(name) ?? 0) + 1);
    const drop = (name: string) => {
      const left = (running.get(name) ?? 1) - 1;
      if (left > 0) running.set(name, left);
      else running.delete(name);
    };
    const settleRetries = new Set<NodeJS.Timeout>();
    let closing = false;
    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of settleRetries) clearTimeout(timer);
      // Claims still unsettled become abandoned with the lock: the next retry takes them over.
      await instance.release();
    });

    /** Opportunistic, on the request path, at most once a minute per instance: no scheduled job. */
    async function sweep() {
      if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = Date.now();
      await sweepExpiredIdempotencyKeys(app.db);
    }

    async function claim(userId: string, key: string, scope: string, hash: string): Promise<boolean> {
      const name = `${userId} ${key}`;
      hold(name);
      let inserted: unknown[] = [];
      try {
        inserted = await app.db
          .insert(idempotencyKeys)
          .values({ userId, key, scope, requestHash: hash, state: 'running', ownerInstance: instance.id })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
      } finally {
        if (inserted.length === 0) drop(name);
      }
      return inserted.length > 0;
    }

    /** SQL: true while the row's claim may still be running somewhere. */
    function claimAlive(userId: string, key: string) {
      const owner = idempotencyKeys.ownerInstance;
      const ours = running.has(`${userId} ${key}`) ? sql`true` : sql`false`;
      return sql<boolean>`case
        when ${owner} is null then ${idempotencyKeys.createdAt} >= now() - ${ABANDONED_AFTER}
        when ${owner} = ${instance.id} then ${ours}
        else ${instance.isAlive(owner)} end`;
    }

    async function existing(userId: string, key: string) {
      const [row] = await app.db
        .select({
          scope: idempotencyKeys.scope,
          requestHash: idempotencyKeys.requestHash,
          state: idempotencyKeys.state,
          responseStatus: idempotencyKeys.responseStatus,
          responseBody: idempotencyKeys.responseBody,
          ownerInstance: idempotencyKeys.ownerInstance,
          // As text: the exact microsecond, to take over this claim and not a newer one.
          claimedAt: sql<string>`${idempotencyKeys.createdAt}::text`,
          alive: claimAlive(userId, key),
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      return row;
    }

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.idempotent) return undefined;
      const header = request.headers[IDEMPOTENCY_HEADER];
      // Visitors never get here on a protected route (requireUser answered 401 in onRequest).
      if (header === undefined || !request.user) return undefined;
      if (typeof header !== 'string' || !UUID.test(header)) return reply.code(400).send({ message: KEY_MALFORMED });

      const userId = request.user.id;
      const key = header.toLowerCase();
      const scope = `${request.method} ${request.routeOptions.url}`;
      const hash = requestHash(request);
      await sweep();

      // Few rounds at most: a claim can vanish (5xx cleanup, takeover) between our insert and select.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await claim(userId, key, scope, hash)) {
          request.idempotencyClaim = { userId, key };
          return undefined;
        }
        const row = await existing(userId, key);
        if (!row) continue;
        if (row.scope !== scope || row.requestHash !== hash) return reply.code(422).send({ message: KEY_REUSED });
        if (row.state === 'running') {
          if (row.alive) return reply.code(409).send({ message: KEY_IN_PROGRESS });
          // Only the abandoned claim, checked again in the same statement: a fresh claim made
          // meanwhile by another retry must stand.
          await app.db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.userId, userId),
                eq(idempotencyKeys.key, key),
                eq(idempotencyKeys.state, 'running'),
                sql`${idempotencyKeys.ownerInstance} is not distinct from ${row.ownerInstance}`,
                sql`${idempotencyKeys.createdAt} = ${row.claimedAt}::timestamptz`,
                sql`not (${claimAlive(userId, key)})`,
              ),
            );
          continue;
        }
        // A JSON string, sent as is: the route's serializer must not run over it a second time.
        return reply
          .code(row.responseStatus ?? 200)
          .header(REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(row.responseBody));
      }
      return reply.code(409).send({ message: KEY_IN_PROGRESS });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return payload;
      request.idempotencyClaim = null;
      const where = and(
        eq(idempotencyKeys.userId, claimed.userId),
        eq(idempotencyKeys.key, claimed.key),
        eq(idempotencyKeys.ownerInstance, instance.id),
        eq(idempotencyKeys.state, 'running'),
      );
      const body = typeof payload === 'string' ? parseJson(payload) : undefined;
      const status = reply.statusCode;
      const settle = async () => {
        // A server failure or a rate limit (429) is not an answer to keep: the retry must run again.
        // Nor is a body we can't replay.
        if (status >= 500 || status === 429 || body === undefined) {
          await app.db.delete(idempotencyKeys).where(where);
        } else {
          await app.db.update(idempotencyKeys).set({ state: 'done', responseStatus: status, responseBody: body }).where(where);
        }
        drop(`${claimed.userId} ${claimed.key}`);
      };
      // The answer itself stands. Until it is stored the claim stays ours and running (a retry gets
      // 409): taken over, the write would run a second time.
      const settleLater = (attempt: number) => {
        const timer = setTimeout(() => {
          settleRetries.delete(timer);
          if (closing) return;
          settle().catch((error: unknown) => {
            request.log.error({ err: error }, 'could not settle the Idempotency-Key, trying again');
            settleLater(attempt + 1);
          });
        }, SETTLE_RETRY_MS[Math.min(attempt, SETTLE_RETRY_MS.length - 1)]);
        timer.unref();
        settleRetries.add(timer);
      };
      try {
        await settle();
      } catch (error) {
        request.log.error({ err: error }, 'could not settle the Idempotency-Key, trying again');
        settleLater(0);
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['session'] },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
