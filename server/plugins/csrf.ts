import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `new URL(x).origin` drops default ports, so "http://localhost:80" and "http://localhost" compare equal. */
function normalizeOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The session cookie is SameSite=Lax, which still lets another site's top-level form POST carry it
 * in older browsers and same-site subdomains. Every state-changing request must therefore prove it
 * comes from our own pages (docs/architecture.md §4): its Origin is ours or, when a browser omits Origin,
 * Sec-Fetch-Site says same-origin. A request with neither is refused; non-browser clients send Origin.
 */
export const csrfPlugin = fp(
  async (app) => {
    const publicOrigin = app.config.PUBLIC_URL ? normalizeOrigin(app.config.PUBLIC_URL) : null;
    const ownOrigin = (request: FastifyRequest) =>
      publicOrigin ?? normalizeOrigin(`${request.protocol}://${request.host}`);

    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      const allowed =
        origin !== undefined
          ? normalizeOrigin(origin) !== null && normalizeOrigin(origin) === ownOrigin(request)
          : request.headers['sec-fetch-site'] === 'same-origin';
      if (!allowed) return reply.code(403).send({ message: 'Cross-origin request refused' });
    });
  },
  { name: 'csrf' },
);
