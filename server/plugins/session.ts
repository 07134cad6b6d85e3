import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInUser } from '@contract/user';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-query';
import { sessions, users } from '../db/schema/users';
import { deviceLabel, UNKNOWN_DEVICE } from './device-label';
import { signedInUserColumns, toSignedInUser } from '../lib/signed-in-user';

/**
 * Server-side sessions (docs/architecture.md §5). The `sid` cookie holds a random token; the database holds only
 * its SHA-256, so a copy of the database can't be replayed as cookies. Nothing lives in process
 * memory, so any instance can answer any request.
 */

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Sliding expiry is written at most this often per session: not a database write per request.
 * SQL text, as document reads (document-reads.ts) check the session in their own statement.
 */
export const SESSION_STALE_AFTER = "interval '1 hour'";
const TOUCH_INTERVAL = sql.raw(SESSION_STALE_AFTER);
const TTL_INTERVAL = sql`interval '30 days'`;
export const UNAUTHORIZED = 'Unauthorized';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in person (with `isOperator`, read afresh on every request), or null. Only
     * resolved for `/api/` requests (see the hook below).
     */
    user: SignedInUser | null;
    /** SHA-256 of the session token in use, so logout and sign-in can end exactly that session. */
    sessionTokenHash: string | null;
    /**
     * The signed-in person's id, on routes that run `requireUser`. Anywhere else reading it is a
     * programming error and throws (a public route reads `request.user?.id` instead).
     */
    readonly userId: string;
  }
  interface FastifyInstance {
    /**
     * A route's `onRequest` hook: 401 `{ message: 'Unauthorized' }` unless someone is signed in.
     * onRequest, not preHandler: it runs before the body is read and before params, query and body
     * are validated, so a visitor gets 401 whatever they send (docs/architecture.md §4), never a 400/413/415
     * that would tell them what the route accepts. Route hooks run after the app-wide ones, so the
     * session below is already resolved.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Secure cookies whenever the person reaches us over HTTPS (directly, via a trusted proxy, or per PUBLIC_URL). */
export function isSecureRequest(request: FastifyRequest, config: AppConfig): boolean {
  return request.protocol === 'https' || Boolean(config.PUBLIC_URL?.startsWith('https:'));
}

function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(reply.request, reply.server.config),
    maxAge: SESSION_TTL_SECONDS,
  });
}

/**
 * Stores a new session and returns its token (the cookie value). Test factories use this to sign
 * someone in without going through the rate-limited sign-in route.
 */
export async function issueSessionToken(db: Database, userId: string, device: string = UNKNOWN_DEVICE): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    device,
    expiresAt: sql`now() + ${TTL_INTERVAL}`,
  });
  // Opportunistic sweep of dead sessions (anyone's): an index range scan that is usually empty, so
  // the table doesn't grow with people who never come back, without a scheduled job.
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
  return token;
}

/**
 * Starts a session for `userId` and sets the `sid` cookie on `reply`. Every way in (sign-up,
 * sign-in, the OIDC callback, a password reset) comes here, so each session gets its device label
 * from the User-Agent (docs/decisions/0046-password-and-devices.md).
 */
export async function createSession(db: Database, userId: string, reply: FastifyReply): Promise<void> {
  const token = await issueSessionToken(db, userId, deviceLabel(reply.request.headers['user-agent']));
  setSessionCookie(reply, token);
  reply.request.sessionTokenHash = hashSessionToken(token);
}

/** Ends the request's session in the database (so the old cookie is worthless) and clears the cookie. */
export async function destroySession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  const hash = request.sessionTokenHash ?? (token ? hashSessionToken(token) : null);
  if (hash) await db.delete(sessions).where(eq(sessions.tokenHash, hash));
  request.user = null;
  request.sessionTokenHash = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The sliding expiry: a session in use lives 30 more days. Called only when the read found the
 * session `stale` (last written over an hour ago), so it is a write per session per hour, not
 * per request.
 */
export async function slideSession(db: Database, reply: FastifyReply, token: string, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + ${TTL_INTERVAL}` })
    .where(eq(sessions.tokenHash, tokenHash));
  // Slide the browser's copy too, or the cookie would die 30 days after sign-in regardless of use.
  setSessionCookie(reply, token);
}

/**
 * Built once per database: every API request with a cookie makes this read. A suspended person's
 * session is no session (401): suspending deletes their sessions, and this holds even if one was
 * left or made in a race (defence in depth, docs/decisions/0044-admin-command.md).
 */
const sessionUser = preparedPerDatabase((db) =>
  db
    .select({ user: signedInUserColumns, stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${TOUCH_INTERVAL}` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)),
    )
    .limit(1)
    .prepare('session_user'),
);

export async function loadSession(db: Database, token: string) {
  const tokenHash = hashSessionToken(token);
  const [row] = await sessionUser(db).execute({ tokenHash });
  return row ? { tokenHash, user: toSignedInUser(row.user), stale: row.stale } : null;
}

export const sessionPlugin = fp(
  async (app) => {
    // The secret signs only the short-lived OIDC login cookie; `sid` itself is an unguessable token.
    await app.register(fastifyCookie, { secret: app.config.COOKIE_SECRET ?? randomBytes(32).toString('hex') });

    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('userId', {
      getter(this: FastifyRequest) {
        if (!this.user) throw new Error('request.userId read on a route without requireUser');
        return this.user.id;
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      // Only the API needs to know who is asking: the shell, assets and icons skip the lookup.
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      // A document read checks the session in its own one statement (document-reads.ts).
      if (request.routeOptions.config.documentRead) return;
      const session = await loadSession(app.db, token);
      // Unknown or expired: a visitor. The dead cookie is left alone: the browser may hold a newer one
      // already (someone signed in while this request was on its way), and clearing it in this
      // answer would sign that person out. The browser drops it when its own Max-Age runs out.
      if (!session) return;
      request.user = session.user;
      request.sessionTokenHash = session.tokenHash;
      if (session.stale) await slideSession(app.db, reply, token, session.tokenHash);
    });

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      // An async hook that answers must return the reply, so Fastify stops the chain there.
      if (!request.user) return reply.code(401).send({ message: UNAUTHORIZED });
      return undefined;
    });
  },
  { name: 'session', fastify: '5.x' },
);
