import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

/**
 * Every failure leaves the API as `{ message }` with a human text (DESIGN §4): the client shows
 * "{status}: {message}" in its toasts, so the text must read well and never carry a stack trace or
 * an internal detail. Anything we did not decide on is a 500, logged with its stack on the server.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = describeError(error, request);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ status, message }, 'request refused');
      // Fields a route declares beside the message (the 403 of GET /api/games/{id}: isPublic).
      const details = error instanceof HttpError ? error.details : undefined;
      return reply.code(status).send({ ...details, message });
    });

    // Only the API's 404s land here when the web app is served: the SPA plugin answers navigations.
    app.setNotFoundHandler((_request, reply: FastifyReply) => reply.code(404).send({ message: 'Not found' }));
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors` option: a URL that can't be decoded (`/api/%zz`) fails before any
 * hook or error handler runs, and would otherwise answer Fastify's own error shape.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request';
  return reply.code(400).send({ message });
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
  return { status: 500, message: 'Internal server error' };
}
