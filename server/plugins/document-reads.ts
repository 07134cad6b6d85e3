import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { preparedRows, type NamedStatement } from '../db/prepared-rows';
import { HttpError } from '../http-error';
import type { ErrorStatus } from '../route-schemas';
import { routeSchema, type RouteApp, type RouteRequest } from '../signed-in-route';
import { hashSessionToken, loadSession, SESSION_COOKIE, SESSION_STALE_AFTER, slideSession, UNAUTHORIZED } from './session';

/**
 * Reads answered by one SQL statement (decision 0016). The statement checks the session,
 * the membership and the permission, and returns the answer built by PostgreSQL
 * (json_build_object / json_agg), which the route sends as it is: no second query, no rows turned
 * into objects in Node, no JSON parsed and serialised again.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks the session inside its own statement: the session hook skips it. */
    documentRead?: boolean;
  }
}

/** Its name on PostgreSQL (node-postgres prepares it once per connection under it) and its text. */
export type DocumentStatement = NamedStatement;

/**
 * `answer` is the read's own SELECT. It sees `me.id`, the signed-in person, and the route's values
 * as $2, $3, …, and returns one row: `status`, the outcome (200, a 4xx the route has a message
 * for, or a name the route maps, e.g. a game read's denial from games/game-access.ts or a repair
 * such as 'finalize-first'; compared as text) and `body` (json: the document for a 200; for an
 * error null, or the fields the contract declares beside `message`). User input only ever arrives as a parameter:
 * the text is a constant, so it is prepared once per connection.
 */
export function documentStatement(name: string, answer: string): DocumentStatement {
  // No live session, no row at all: 401. `stale` asks for the sliding-expiry write, made apart.
  // A suspended person's session is none, as in session.ts (docs/decisions/0044-admin-command.md).
  const text = `with me as (
  select s.user_id as id, s.last_seen_at < now() - ${SESSION_STALE_AFTER} as stale
  from sessions s join users su on su.id = s.user_id
  where s.token_hash = $1 and s.expires_at > now() and su.suspended_at is null
)
select me.stale, answer.status::text as status, answer.body::text as body
from me cross join lateral (${answer}) as answer`;
  return { name, text };
}

/** The read's one row: its status and body (the JSON as text: never parsed and serialised again). */
async function runDocument(db: Database, statement: DocumentStatement, values: unknown[]) {
  const rows = await preparedRows(db, statement, values);
  const row = rows[0];
  return row && { stale: row[0] as boolean, status: row[1] as string, body: row[2] as string | null };
}

/**
 * The options of a document route. Validation is attached, not answered, so that a visitor still
 * gets 401 before a 400 (docs/architecture.md §4), as on the routes that run `requireUser`.
 */
export const documentRoute = { config: { documentRead: true }, attachValidation: true } as const;

/**
 * The message of each error outcome a statement answers: an HTTP status maps to its message, a
 * named outcome (one HTTP status with two messages, e.g. games/game-access.ts's GAME_DENIALS) to
 * [HTTP status, message].
 */
export type DocumentMessages = Readonly<Record<string | number, string | readonly [status: number, message: string]>>;

/**
 * Writes a read may have to make before it can answer (docs/architecture.md §6: a read that finds an ended game
 * nobody has finalised yet finalises it, so nobody waits for the timer). The statement answers the
 * status, with the body the write needs (or null); the route makes the write and reads again.
 * The outcomes are names, not HTTP statuses; each module names its own.
 */
export type DocumentRepairs = Readonly<Record<string, (body: unknown) => Promise<unknown>>>;

/**
 * Answers a document route: 401 without a live session, 400 for bad input from a signed-in
 * person, else the statement's status with `messages[status]` or its document.
 */
export async function sendDocument<Request extends FastifyRequest>(
  request: Request,
  reply: FastifyReply,
  statement: DocumentStatement,
  values: (request: Request) => unknown[],
  messages: DocumentMessages = {},
  repairs: DocumentRepairs = {},
) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpError(401, UNAUTHORIZED);
  const db = request.server.db;
  if (request.validationError) {
    // Rare (the app never sends bad input): the session alone decides between 401 and 400.
    if (!(await loadSession(db, token))) return unauthorized();
    throw request.validationError;
  }
  const tokenHash = hashSessionToken(token);
  const run = () => runDocument(db, statement, [tokenHash, ...values(request)]);
  let row = await run();
  const repair = row && repairs[row.status];
  if (row && repair) {
    // Once in a game's life: the write, then the same read again (a second repair status is a bug).
    await repair(row.body === null ? null : JSON.parse(row.body));
    row = await run();
  }
  if (!row) return unauthorized();
  if (row.stale) await slideSession(db, reply, token, tokenHash);
  if (row.status !== '200') {
    const answer = messages[row.status];
    if (!answer) throw new Error(`${statement.name} answered ${row.status}, which its route has no message for`);
    const [status, message] = typeof answer === 'string' ? [Number(row.status), answer] : answer;
    throw new HttpError(status, message, row.body ? (JSON.parse(row.body) as Record<string, unknown>) : undefined);
  }
  return reply.type('application/json; charset=utf-8').send(row.body);
}

/** The dead cookie stays, as in the session plugin (server/plugins/session.ts). */
function unauthorized(): never {
  throw new HttpError(401, UNAUTHORIZED);
}

interface DocumentRoute<P extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  tags: string[];
  summary: string;
  params?: P;
  querystring?: Q;
  /** The 200 answer's schema (the document). */
  response: z.ZodType;
  /** The statement's own error statuses; 401 (it checks the session) and 400 with input are added (routeSchema). */
  errors?: readonly ErrorStatus[];
  /** The statement, or how the request chooses one (it may not have validated: sendDocument answers that first). */
  statement: DocumentStatement | ((request: DocumentRequest<P, Q>) => DocumentStatement);
  /** The statement's values after the session ($2, $3, …); none for a read of the caller's own. */
  values?: (request: DocumentRequest<P, Q>) => unknown[];
  messages?: DocumentMessages;
  repairs?: DocumentRepairs;
}

type DocumentRequest<P, Q> = RouteRequest<{ params: P; querystring: Q }>;

/**
 * Registers GET `url` as a document read answering `statement` with `values` from the request.
 * games/game-scoped-read.ts's getGameDocument is the one for a game's reads.
 */
export function getDocument<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  app: RouteApp,
  url: string,
  { tags, summary, params, querystring, response, errors, statement, values = () => [], messages, repairs }: DocumentRoute<P, Q>,
) {
  const schema = routeSchema({ tags, summary, params, querystring }, { 200: response }, errors);
  app.get(url, { ...documentRoute, schema }, (request, reply) => {
    const read = request as DocumentRequest<P, Q>;
    const chosen = typeof statement === 'function' ? statement(read) : statement;
    return sendDocument(read, reply, chosen, values, messages, repairs);
  });
}
