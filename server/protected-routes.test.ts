import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../tests/support/test-app';
import type { App } from './app';

/**
 * docs/architecture.md §4 "401 means not signed in", and the rule "401 before 403/404": a visitor learns nothing
 * from a protected route, not even whether the body or the id would have been acceptable. Every
 * route the app registers is walked, so a route added later without the sign-in check fails here.
 * Not covered, by design: a request refused before any route is chosen or as malformed HTTP
 * (an undecodable URL, NUL in the URL, an over-long URL, oversized headers) keeps its own 4xx.
 */

/** The routes a visitor may use (HEAD goes with GET). Everything else under /api/ needs a session. */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  // A one-time link from `npm run admin -- reset-password` (docs/decisions/0046-password-and-devices.md): the visitor has no session.
  'POST /api/auth/reset-password',
  // Browser navigations of the sign-in flow (docs/architecture.md §5): they redirect rather than answer 401.
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  // The join page shows a game's public face before the visitor signs in (docs/product.md §2 "Join by code").
  'GET /api/games/invite/:code',
]);
/**
 * The routes outside /api/, each open to visitors on purpose (HEAD goes with GET). A route added
 * there later fails the walk below until it is listed with its reason.
 */
const ROUTES_OUTSIDE_API = new Set([
  // Health probes for load balancers and orchestrators (decision 0050): no session, nothing personal.
  'GET /healthz',
  'GET /readyz',
  // Prometheus (decision 0050): registered only with METRICS_TOKEN, then refused without that Bearer token.
  'GET /metrics',
  // The web app's files and its index.html for deep links (spa.ts), when STATIC_DIR holds a build.
  'GET /*',
]);
/** The OpenAPI document and its UI describe the API; nothing personal is in them. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

interface Route {
  method: string;
  url: string;
}

/**
 * Every registered route, read from Fastify's own `printRoutes()` (a radix tree: a node's full path
 * is its parent's path plus its own segment, one level per four characters of indentation).
 */
function registeredRoutes(app: App): Route[] {
  const paths: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths.length = depth;
    const url = (paths[depth - 1] ?? '') + match[2]!;
    paths[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

const isPublic = ({ method, url }: Route) =>
  isDocs(url) || PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);

/** Every path parameter filled with something no route accepts (not a UUID, not an invite code). */
const withBadParams = (url: string) => url.replace(/:\w+/g, 'not%20valid!');
/** A cursor at year 0000 (a 500 for a person before decision 0036): a visitor still gets 401 first. */
const YEAR_ZERO_CURSOR = Buffer.from('0000-01-01T00:00:00.000000Z|00000000-0000-4000-8000-000000000000').toString('base64url');
const BAD_QUERY = `?limit=-1&cursor=${YEAR_ZERO_CURSOR}&q=`;
/** Every date field of the API out of range (docs/decisions/0036-dates-in-range.md); the signed-in walk is date-inputs.test.ts. */
const OUT_OF_RANGE_DATES = { startTime: '0000-01-01T00:00:00Z', endTime: '0040-01-01T00:00:00Z', createdAt: '1899-12-31T23:59:59Z' };
const TOO_LARGE = 'x'.repeat(4 * 1024 * 1024); // above every route's body limit (3 MiB at most)

/** The bad inputs a visitor might send; each must be answered 401, never 400, 404, 413 or 415. */
function badRequests({ method, url }: Route): { label: string; request: InjectOptions }[] {
  const target = `${withBadParams(url)}${BAD_QUERY}`;
  const bare = { method: method as InjectOptions['method'], url: target };
  if (method === 'HEAD') return [{ label: 'bad params and query', request: bare }];
  return [
    { label: 'no body', request: bare },
    { label: 'invalid JSON', request: { ...bare, headers: { 'content-type': 'application/json' }, payload: '{"oops' } },
    { label: 'wrong content type', request: { ...bare, headers: { 'content-type': 'text/plain' }, payload: 'hello' } },
    { label: 'a valid-looking JSON body', request: { ...bare, payload: { name: 1, content: null } } },
    { label: 'dates out of range', request: { ...bare, payload: { name: 'x', content: 'x', ...OUT_OF_RANGE_DATES } } },
    {
      label: 'a body over the limit',
      request: { ...bare, headers: { 'content-type': 'application/json' }, payload: TOO_LARGE },
    },
    { label: 'an unknown session cookie', request: { ...bare, headers: { cookie: 'sid=not-a-session' }, payload: '{"oops' } },
  ];
}

describe('protected routes answer 401 before looking at the request', () => {
  const t = useTestApp();

  it('finds the routes it walks, and every public route it exempts', () => {
    const routes = registeredRoutes(t.app).map(({ method, url }) => `${method} ${url}`);
    expect(routes).toContain('POST /api/games');
    expect(routes).toContain('GET /api/games/:id/join-requests');
    expect(routes).toContain('PUT /api/posts/:id/upvote');
    for (const route of PUBLIC_ROUTES) expect(routes, route).toContain(route);
  });

  it('registers outside /api/ only the routes listed as open to visitors, with their reasons', () => {
    const outside = registeredRoutes(t.app)
      .filter((route) => !route.url.startsWith('/api/'))
      .map(({ method, url }) => `${method === 'HEAD' ? 'GET' : method} ${url}`);
    expect(outside).toContain('GET /healthz');
    expect(outside.filter((route) => !ROUTES_OUTSIDE_API.has(route))).toEqual([]);
  });

  it('answers every protected route, whatever its body and params, with 401 Unauthorized', async () => {
    const protectedRoutes = registeredRoutes(t.app).filter((route) => route.url.startsWith('/api/') && !isPublic(route));
    expect(protectedRoutes.length).toBeGreaterThan(40);

    const failures: string[] = [];
    for (const route of protectedRoutes) {
      for (const { label, request } of badRequests(route)) {
        const response = await t.request(request);
        const body = route.method === 'HEAD' ? null : response.body;
        if (response.statusCode !== 401 || (body !== null && body !== JSON.stringify({ message: 'Unauthorized' }))) {
          failures.push(`${route.method} ${route.url} (${label}): ${response.statusCode} ${body?.slice(0, 80) ?? ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents that 401 as `{ message }` in the OpenAPI document of every protected route', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const undocumented = registeredRoutes(t.app)
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !isPublic(route))
      .filter(({ method, url }) => {
        const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
        const schema = operation?.responses?.['401']?.content?.['application/json']?.schema;
        return schema?.required?.join() !== 'message' || Object.keys(schema.properties).join() !== 'message';
      })
      .map(({ method, url }) => `${method} ${url}`);
    expect(undocumented).toEqual([]);
  });
});
