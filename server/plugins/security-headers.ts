import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/**
 * The hardening headers of every answer, as one fixed set computed once per configuration: the
 * routed answers get it in an onSend hook below, and the answers that never reach a hook (a URL
 * that can't be decoded, a request Node's HTTP server refuses before Fastify sees it) get the very
 * same set from the errors plugin. Why each CSP exception exists:
 * - style-src 'unsafe-inline': Mantine writes its CSS variables into a <style> element at run time
 *   and components set `style` attributes; a nonce can't work because index.html is precached by
 *   the service worker (one static copy, no per-response nonce). Scripts stay 'self' only.
 * - img-src data: blob:: photo previews before upload; https: only with OIDC (provider avatars).
 * - form-action + issuer: GET /api/login redirects to the provider; should a form submission ever
 *   lead there, Chrome applies form-action to the redirect too.
 * Swagger UI at /api/docs loads only external scripts, so it needs no exception.
 * The values are Helmet's (the library this set replaced: it sets headers per request in an
 * onRequest hook, which the hookless answers above never reach), without Cross-Origin-Embedder-Policy
 * (it would block provider avatars, which send no CORP header, for no gain: we embed nothing else).
 */
const headerSets = new WeakMap<AppConfig, Readonly<Record<string, string>>>();

export function securityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  let headers = headerSets.get(config);
  if (!headers) {
    headers = Object.freeze(buildSecurityHeaders(config));
    headerSets.set(config, headers);
  }
  return headers;
}

function buildSecurityHeaders({ PUBLIC_URL, OIDC_ISSUER_URL }: AppConfig): Record<string, string> {
  const https = PUBLIC_URL?.startsWith('https:') ?? false;
  const issuerOrigin = OIDC_ISSUER_URL ? new URL(OIDC_ISSUER_URL).origin : null;
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(issuerOrigin ? ['https:'] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
    ['object-src', "'none'"],
    // Over plain http (localhost, tests) upgrading would break every sub-request.
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return {
    'content-security-policy': directives.map((parts) => parts.join(' ')).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Sign-in, sign-up, sign-out and the session itself: nothing of them may be kept anywhere. */
const AUTH_PATHS = /^\/api\/(auth|login|logout|callback)(\/|\?|$)/;
/** Personal answers: a browser may keep them but must ask again before use; no shared cache may. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';
/** Errors and authentication: never kept (a cached 401 or a cached session answer helps no one). */
export const NO_STORE = 'no-store';

/**
 * Cache-Control of an answer under /api/ (decision 0013): everything there is personal (it depends on
 * the session cookie) unless a route says otherwise with its own header (photos: private, long,
 * see images.routes.ts); auth answers and errors are never stored. Null outside /api/: the SPA
 * plugin decides for the app's files. The service worker's Cache Storage does not read this header
 * (Workbox keeps any 200, sw/sw.ts), so offline reading is unaffected.
 */
export function apiCacheControl(url: string, status: number, routeChoice: string | undefined): string | null {
  if (!url.startsWith('/api/')) return null;
  if (status >= 400 || AUTH_PATHS.test(url)) return NO_STORE;
  return routeChoice ?? PERSONAL_CACHE_CONTROL;
}

function applyHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(securityHeaders(request.server.config));
  const current = reply.getHeader('cache-control');
  const cacheControl = apiCacheControl(request.url, reply.statusCode, typeof current === 'string' ? current : undefined);
  if (cacheControl) reply.header('cache-control', cacheControl);
}

/** Strict headers and the cache policy on every answer, the web app's and every error included. */
export const securityHeadersPlugin = fp(
  async (app) => {
    // onSend, not onRequest: it runs for every answer, also one refused by an earlier onRequest
    // hook, and sees the final status (an error must not keep a route's long-lived Cache-Control).
    app.addHook('onSend', async (request, reply, payload) => {
      applyHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
