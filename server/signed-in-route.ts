import type { FastifyReply, FastifyRequest, FastifySchema, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema } from '@contract/games';
import { errorResponses, type ErrorStatus } from './route-schemas';

/** The instance a route plugin gets (FastifyPluginAsyncZod's). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a route reads from the request: its path, body and query, each a zod schema. */
export interface RouteInput {
  params?: z.ZodType;
  body?: z.ZodType;
  querystring?: z.ZodType;
}

type Parsed<S, K extends keyof RouteInput> = S extends { [Key in K]: infer T extends z.ZodType } ? z.output<T> : unknown;

/** The request as the route's schemas parsed it (what Fastify's zod type provider gives an inline handler). */
export type RouteRequest<S> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Body: Parsed<S, 'body'>;
  Querystring: Parsed<S, 'querystring'>;
}>;

/** The route's part of the OpenAPI document, and the Fastify options a route may add (bodyLimit, config, …). */
interface RouteDescription extends RouteInput, Omit<RouteShorthandOptions, 'schema' | 'onRequest' | 'handler'> {
  tags: string[];
  summary: string;
  /** The route's own error statuses, each `{ message }` (route-schemas.ts); routeSchema adds 401 and 400. */
  errors?: readonly ErrorStatus[];
}

/**
 * What the route answers once the handler is done, exactly one of:
 * - `response`: the handler's value, 200 (or `status: 201`, for a route that creates);
 * - `status: 204`: nothing;
 * - `done`: 200 `{ message: done }` (contract/games.ts actionResultSchema);
 * - `responses`: the statuses the handler answers itself with `reply` (two statuses, a file, a stream).
 */
type RouteAnswer =
  | { response: z.ZodType; status?: 201; done?: never; responses?: never }
  | { status: 204; response?: never; done?: never; responses?: never }
  | { done: string; response?: never; status?: never; responses?: never }
  | { responses: Record<number, unknown>; response?: never; status?: never; done?: never };

export type SignedInRouteSpec = RouteDescription & RouteAnswer;

/** The handler's value: the `response` document, or anything; the reply itself when it answered (a refusal). */
type RouteResult<S> = (S extends { response: infer R extends z.ZodType } ? z.output<R> : unknown) | FastifyReply;

export type RouteHandler<S extends SignedInRouteSpec> = (request: RouteRequest<S>, reply: FastifyReply) => Promise<RouteResult<S>>;

/** How a route checks its caller: the hook, and the error statuses it answers besides 401. */
interface Guard {
  onRequest: RouteApp['requireUser'];
  errors: readonly ErrorStatus[];
}

/** RouteAnswer's fields, any of them. */
interface RouteAnswerFields {
  response?: z.ZodType;
  status?: 201 | 204;
  done?: string;
  responses?: Record<number, unknown>;
}

/**
 * A route's schema: tags and summary, the parts of the request it reads, and its answers with its
 * error statuses. Every route declared here checks the session, so it answers 401; one that reads
 * input answers 400 for bad input, and only such a route: both are added to the route's own
 * `errors`. Typed loosely on purpose: the handler's request is typed by RouteRequest instead.
 */
export function routeSchema(
  { tags, summary, ...input }: RouteInput & { tags: string[]; summary: string },
  answers: Record<number, unknown>,
  errors: readonly ErrorStatus[] = [],
): FastifySchema {
  const parts = Object.fromEntries(Object.entries(input).filter(([, schema]) => schema));
  const statuses = new Set<ErrorStatus>([...(Object.keys(parts).length > 0 ? [400 as const] : []), 401, ...errors]);
  return { tags, summary, ...parts, response: { ...answers, ...errorResponses(...statuses) } };
}

/** The answer's part of the route's `response` schemas, as RouteAnswer describes. */
function answerSchemas({ response, status, done, responses }: RouteAnswerFields): Record<number, unknown> {
  if (responses) return responses;
  if (done !== undefined) return { 200: actionResultSchema };
  if (status === 204) return { 204: z.null() };
  return { [status ?? 200]: response };
}

function declareRoute<S extends SignedInRouteSpec>(
  app: RouteApp,
  guard: Guard,
  method: HTTPMethods,
  url: string,
  spec: S,
  handler: RouteHandler<S>,
) {
  const { tags, summary, errors = [], params, body, querystring, response, status, done, responses, ...options } = spec;
  const answers = answerSchemas({ response, status, done, responses });
  const schema = routeSchema({ tags, summary, params, body, querystring }, answers, [...guard.errors, ...errors]);
  app.route({
    ...options,
    method,
    url,
    // The guard's own function: openapi-operations.ts reads it to mark the operation as needing the session.
    onRequest: guard.onRequest,
    schema,
    handler: async (request, reply) => {
      const value = await handler(request as RouteRequest<S>, reply);
      // A handler that answered itself returned the reply, and awaiting a reply waits until it is sent.
      if (reply.sent) return reply;
      if (responses) return value;
      if (done !== undefined) return { message: done };
      if (status === 204) return reply.code(204).send(null);
      return status === 201 ? reply.code(201).send(value) : value;
    },
  });
}

/**
 * Declares a route for signed-in people: `requireUser` first (401 before anything is read,
 * docs/architecture.md §4), then the schemas, then `handler`, usually one service call; what it
 * answers is `spec`'s answer (RouteAnswer). Reads answered by one statement use
 * plugins/document-reads.ts's getDocument instead.
 */
export function signedInRoute<S extends SignedInRouteSpec>(app: RouteApp, method: HTTPMethods, url: string, spec: S, handler: RouteHandler<S>) {
  declareRoute(app, { onRequest: app.requireUser, errors: [] }, method, url, spec, handler);
}

/** As signedInRoute, for operators only (`requireOperator`: 401, then 403; docs/decisions/0044-admin-command.md). */
export function operatorRoute<S extends SignedInRouteSpec>(app: RouteApp, method: HTTPMethods, url: string, spec: S, handler: RouteHandler<S>) {
  // requireOperator answers 403 to a signed-in person who is not an operator.
  declareRoute(app, { onRequest: app.requireOperator, errors: [403] }, method, url, spec, handler);
}
