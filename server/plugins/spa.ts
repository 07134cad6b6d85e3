import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findJoinPreview, withJoinPreview } from './join-preview';
import { SESSION_COOKIE } from './session';
import { signedInShell } from './signed-in-shell';

/** Vite's hashed bundles: their names change with their content, so they can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons) is revalidated, so an update shows up. */
const REVALIDATE = 'no-cache';

/** A request path mapped to a file name inside the root, or null when it could escape or is hidden. */
function safeRelativePath(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  return segments.join('/');
}

/**
 * A request for a file (its last segment has an extension: /robots.txt, /icons/x.png, a .map): when
 * it is missing the answer is a 404, never the HTML shell, which a browser would try to read as an
 * image, a script or a manifest. The service worker's navigation route uses the same rule (sw/sw.ts).
 */
function looksLikeFile(relative: string): boolean {
  return /(^|\/)[^/]+\.[a-z0-9]+$/i.test(relative);
}

/** The address people use: PUBLIC_URL when set (behind proxies), else what the request says. */
function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  return configured ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}

/**
 * Serves the built web app from STATIC_DIR and its index.html for every other GET, so deep links
 * like /games/{id} open the app, whatever the client accepts (curl, a chat app fetching a link
 * preview without `Accept: text/html`; decision 0013). One catch-all route looks files up on disk per
 * request (files built after start-up are found, unlike @fastify/static's `wildcard: false`), and
 * never answers HTML for /api/*, /assets/* or a missing file: a missing chunk must be a 404 the app
 * can recover from, not an HTML page parsed as JavaScript (STACK-NOTES). The shell of /join/{code}
 * carries a link preview of a public game (join-preview.ts); a signed-in visit's shell names what
 * its first screen needs (signed-in-shell.ts). Skipped when STATIC_DIR is empty or
 * missing, so the API runs alone in tests.
 */
export const spaPlugin = fp(
  async (app) => {
    const configured = app.config.STATIC_DIR;
    if (!configured || !existsSync(configured)) {
      app.log.info({ staticDir: configured }, 'no built web app: serving the API only');
      return;
    }
    const root = path.resolve(configured);
    // preCompressed: the build writes .br/.gz beside text assets; sent when the browser accepts them.
    await app.register(fastifyStatic, { root, serve: false, decorateReply: true, preCompressed: true });

    const signedInIndex = signedInShell(root);
    const sendFile = (reply: FastifyReply, relative: string) => {
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      return reply.sendFile(relative, { cacheControl: false });
    };

    // compress: false: the build compressed its files already (above); compressing the rest per
    // request would spend CPU on icons and the small HTML shell for a few hundred bytes.
    app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
      const relative = safeRelativePath(request.url);
      if (relative === null || relative === 'api' || relative.startsWith('api/')) return reply.callNotFound();

      if (relative !== '') {
        const found = await stat(path.join(root, relative)).catch(() => null);
        if (found?.isFile()) return sendFile(reply, relative);
        if (relative.startsWith('assets/') || looksLikeFile(relative)) return reply.callNotFound();
      }
      const shellPath = path.join(root, 'index.html');
      if (!existsSync(shellPath)) return reply.callNotFound();
      // Only whether a session cookie came, not whose: no database read for the shell.
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const preview = await findJoinPreview(app.db, relative);
      reply.header('vary', 'Cookie');
      if (!preview && !signedIn) return sendFile(reply, 'index.html');
      const base = signedIn ? await signedInIndex() : await readFile(shellPath, 'utf8');
      const shell = preview ? withJoinPreview(base, preview, publicOrigin(request)) : base;
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(shell);
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
