import fp from 'fastify-plugin';

/**
 * Fastify answers 400 to `Content-Type: application/json` with an empty body, but the client sends
 * exactly that for some bodiless calls (SPEC §7: PUT /api/notifications/{id}/read). An empty JSON
 * body is read as "no body"; anything else goes through Fastify's own hardened parser, which refuses
 * `__proto__` and `constructor.prototype` keys.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const defaultParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return defaultParser(request, text, done);
    });
  },
  { name: 'json-body' },
);
