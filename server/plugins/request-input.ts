import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/** PostgreSQL text can't hold U+0000: a stored NUL would be a 500, so it is refused as bad input. */
const NUL_REFUSED = 'Text must not contain NUL (\\u0000) characters';

function badRequest(message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode: 400, code: 'BAD_INPUT', name: 'BadInput' });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || containsNul(v));
  return false;
}

/**
 * What arrives is checked before any route sees it:
 * - An empty `application/json` body reads as "no body": Fastify would answer 400, but the client
 *   sends exactly that for some bodiless calls (SPEC §7: PUT /api/notifications/{id}/read).
 * - Anything else goes through Fastify's own hardened parser (refuses `__proto__` keys).
 * - NUL characters, in the body or the URL, are refused with 400 rather than failing in the database.
 */
export const requestInputPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('%00') || request.url.includes('\0')) throw badRequest(NUL_REFUSED);
    });

    const defaultParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return defaultParser(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        if (containsNul(parsed)) return done(badRequest(NUL_REFUSED), undefined);
        return done(null, parsed);
      });
    });
  },
  { name: 'request-input' },
);
