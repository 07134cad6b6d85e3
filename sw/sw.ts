/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, strategy injectManifest → dist/sw.js).
 *
 * - Precaches the app shell (the list is injected at build time into self.__WB_MANIFEST).
 * - Serves the precached index.html for navigations, so the app opens offline; never for /api/
 *   (those must reach the server: login/logout redirects, JSON) nor for the share target or files.
 * - Updates wait: a new version activates only when the page asks (registerType 'prompt'), so a
 *   half-written post is never lost to a surprise reload.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The message the page posts to activate a waiting update (see src/pwa/). */
const SKIP_WAITING = 'SKIP_WAITING';
const SHARE_TARGET_PATH = '/share-target';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      /^\/api(\/|$)/,
      new RegExp(`^${SHARE_TARGET_PATH}(\\/|$)`),
      // Files (e.g. /sw.js, /icons/icon-512.png, /manifest.webmanifest) are never the shell.
      /\/[^/?]+\.[a-z0-9]+$/i,
    ],
  }),
);

// Web Share Target (manifest share_target, POST multipart/form-data). Issue 5 adds storing the
// shared text/URL/images in IndexedDB before redirecting to the prefilled share dialog.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async () => Response.redirect(new URL('/', self.location.origin).href, 303),
  'POST',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});

// Take control of open pages as soon as this worker activates (first install, or after the page
// asked for the update), so they are served offline without an extra reload.
clientsClaim();
