import type { FastifyInstance, RouteOptions } from 'fastify';

/** The security scheme of the `sid` session cookie, as the document's components name it. */
export const SESSION_SCHEME = 'session';

/**
 * A stable operationId from the method and the path, for routes that don't name one:
 * `PUT /api/users/:id/block` → `putUsersByIdBlock`. Unique because Fastify allows one handler per
 * method and path, so a generated client gets one function per operation without anyone keeping
 * a list of names.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function hooksOf(route: RouteOptions): unknown[] {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Whether the route answers 401 without a live `sid` session, read from the route's own options:
 * the `requireUser`/`requireOperator` hooks (session.ts, operator.ts) or a document read, whose one
 * statement checks the session (document-reads.ts). The document then says the same as the code.
 */
export function requiresSession(app: FastifyInstance, route: RouteOptions): boolean {
  if (route.config && (route.config as { documentRead?: boolean }).documentRead) return true;
  const hooks = hooksOf(route);
  return hooks.includes(app.requireUser) || hooks.includes(app.requireOperator);
}
