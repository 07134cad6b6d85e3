import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict headers on every answer, the web app's included. Why each CSP exception exists:
 * - style-src 'unsafe-inline': Mantine writes its CSS variables into a <style> element at run time
 *   and components set `style` attributes; a nonce can't work because index.html is precached by
 *   the service worker (one static copy, no per-response nonce). Scripts stay 'self' only.
 * - img-src data: blob:: photo previews before upload; https: only with OIDC (provider avatars).
 * - form-action + issuer: GET /api/login redirects to the provider; should a form submission ever
 *   lead there, Chrome applies form-action to the redirect too.
 * Swagger UI at /api/docs loads only external scripts, so it needs no exception.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { PUBLIC_URL, OIDC_ISSUER_URL } = app.config;
    const https = PUBLIC_URL?.startsWith('https:') ?? false;
    const issuerOrigin = OIDC_ISSUER_URL ? new URL(OIDC_ISSUER_URL).origin : null;

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(issuerOrigin ? ['https:'] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
          objectSrc: ["'none'"],
          // Over plain http (localhost, tests) upgrading would break every sub-request.
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Would block provider avatars (no CORP header there) for no gain: we embed nothing else.
      crossOriginEmbedderPolicy: false,
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
