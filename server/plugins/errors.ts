import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { HttpError } from '../http-error';
import { NO_STORE, securityHeaders } from './security-headers';

/**
 * Every failure leaves the server as `{ message }` with a human text (docs/architecture.md §4): the client shows
 * "{status}: {message}" in its toasts, so the text must read well and never carry a stack trace or
 * an internal detail. Anything we did not decide on is a 500, logged with its stack on the server.
 * This file is the one place that shapes errors, including the ones Fastify and Node's HTTP server
 * would otherwise answer in their own shape and without our headers (decision 0013): a URL that can't be
 * decoded (frameworkErrorHandler), a request Node refuses before Fastify sees it
 * (clientErrorHandler), an `Expect` header we can't meet.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = describeError(error, request);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ status, message }, 'request refused');
      // Fastify closes the connection after a body it refused, as the client "may send more".
      // Closing a socket that still holds unread bytes resets it, and a client still sending (Node's
      // fetch, the offline outbox) then sees "fetch failed" instead of this 413, which it would
      // retry forever. Kept open instead: request-input.ts reads and discards the rest of the body
      // (up to a cap), so the answer arrives whole and the client stops sending on its own.
      if (status === 413) reply.removeHeader('connection');
      // Fields a route declares beside the message (the 403 of GET /api/games/{id}: isPublic).
      const details = error instanceof HttpError ? error.details : undefined;
      return sendError(reply, status, message, details);
    });

    // Only the API's 404s and missing files land here: the SPA plugin answers everything else.
    app.setNotFoundHandler((_request, reply: FastifyReply) => sendError(reply, 404, 'Not found'));

    // Node answers an unknown `Expect` itself (417, no body, none of our headers) unless asked to.
    app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
      const { head, body } = rawError(app.config, 'Expectation not supported: send the request without "Expect"');
      response.writeHead(417, head).end(body);
    });
  },
  { name: 'errors' },
);

/** The one way an error leaves: `{ message }`, the security headers, never stored by any cache. */
function sendError(reply: FastifyReply, status: number, message: string, details?: Readonly<Record<string, unknown>>) {
  return reply
    .code(status)
    .headers(securityHeaders(reply.server.config))
    .header('cache-control', NO_STORE)
    .type('application/json; charset=utf-8')
    .send({ ...details, message });
}

/**
 * Fastify's `frameworkErrors` option: a URL that can't be decoded (`/api/%zz`) or a path parameter
 * over Fastify's length limit fails before any hook or error handler runs, and would otherwise
 * answer Fastify's own error shape without our headers.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, 'URL is too long');
  return sendError(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request');
}

/** What Node's HTTP parser refuses, with the statuses Node itself would use. */
function describeClientError(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'Request headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'Request body is too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    default:
      return { status: 400, message: 'Malformed HTTP request' };
  }
}

/** Headers and body of an error written below Fastify, where sendError can't be used. */
function rawError(config: AppConfig, message: string) {
  const body = JSON.stringify({ message });
  const head = {
    ...securityHeaders(config),
    'cache-control': NO_STORE,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  return { head, body };
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP server emits `clientError` for what it can't
 * parse (headers over 16 KiB: 431, a malformed request line or header: 400, a request that takes too
 * long: 408), and Fastify's default writes its own body shape without our headers. Written straight
 * to the socket, as there is no request or response object yet; the connection is closed after it.
 */
export function clientErrorHandler(config: AppConfig) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A connection the client reset, or one already gone: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = describeClientError(error.code);
    if (socket.writable) {
      const { head, body } = rawError(config, message);
      const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
}

const contextLabels: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameters',
  headers: 'Request headers',
};

/** "firstName: First name is required" — the field (when there is one) and zod's message. */
export function validationMessage(issues: ValidationIssue[], context = 'body'): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field) return `${field}: ${issue.message ?? 'Invalid value'}`;
    // The whole body (or query) is missing or of the wrong shape, e.g. `[]` or no body at all.
    if (issue.keyword === 'invalid_type') return `${contextLabels[context] ?? 'Request'} must be a JSON object`;
    return issue.message ?? 'Invalid request';
  });
  return [...new Set(parts)].join('; ') || 'Invalid request';
}

function describeError(error: FastifyError, request: FastifyRequest): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: validationMessage(error.validation, error.validationContext) };
  }
  // A response that doesn't match its own schema is our bug, not the caller's: never show it.
  if (error instanceof ResponseSerializationError) return { status: 500, message: 'Internal server error' };
  if (Array.isArray(error.validation)) {
    return { status: 400, message: validationMessage(error.validation as ValidationIssue[], error.validationContext) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'Malformed JSON body' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body is empty' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        message: `Unsupported content type ${JSON.stringify(request.headers['content-type'] ?? '')}: send application/json`,
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
  }
  // secure-json-parse refuses __proto__ keys with a SyntaxError: still a malformed body to the caller.
  if (error instanceof SyntaxError && (error.statusCode ?? 400) === 400) return { status: 400, message: 'Malformed JSON body' };
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: error.message };
  // A 503 a service decided on says what people can do about it ('The sign-in provider cannot be
  // reached right now…'); every other 5xx text stays hidden.
  if (error instanceof HttpError && status === 503) return { status, message: error.message };
  return { status: 500, message: 'Internal server error' };
}
