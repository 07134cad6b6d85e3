/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, strategy injectManifest → dist/sw.js), docs/architecture.md §7.
 *
 * - Precaches the app shell (the list is injected at build time into the precache manifest).
 * - Serves the precached index.html for navigations, so the app opens offline; never for /api/
 *   (those must reach the server: login/logout redirects, JSON) nor for the share target or files.
 * - GET /api/* (not sign-in/sign-out) NetworkFirst with a 3 s timeout into the 'api' cache, images
 *   CacheFirst with an expiry: what was seen once can be read again offline. Only 200 answers are
 *   kept. The page deletes both on logout (CLEAR_USER_DATA).
 * - A navigation to /api/logout (the Logout link, a bookmark, another tab) that the server answered
 *   ends the person's time on this device: the worker deletes their saved answers, images, saved
 *   queries and shared-in items itself and tells every open page (SIGNED_OUT), docs/architecture.md §5.
 * - The share target stores what was shared in IndexedDB and sends the person into the app.
 * - Web Push: notifications, taps and the app badge (push.ts); the live stream (/api/events) is
 *   never cached.
 * - Updates wait: a new version activates only when the page asks (registerType 'prompt'), so a
 *   half-written post is never lost to a surprise reload.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
// sw/ imports only src/sw-shared/ of the app: what the worker and the pages agree on.
import { clearSavedQueries } from '../src/sw-shared/saved-queries-store';
import {
  API_CACHE,
  CLEAR_USER_DATA,
  CLEARED,
  IMAGES_CACHE,
  isCachedApiPath,
  isImagePath,
  LOGOUT_PATH,
  messageType,
  SESSION_CHANNEL,
  SHARE_TARGET_PATH,
  SIGNED_OUT,
  SKIP_WAITING,
} from '../src/sw-shared/service-worker-contract';
import { isSavedScreen, SAVED_SCREEN_URL, SCREEN_CACHE, withSavedScreen } from '../src/sw-shared/saved-screen';
import { registerPushHandlers } from './push';
import { clearSharedInbox, inviteCodeIn, isEmptySharedItem, putSharedItem, sharedItemFromForm } from '../src/sw-shared/shared-inbox';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const API_NETWORK_TIMEOUT_SECONDS = 3;
const IMAGE_EXPIRY = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('index.html');

/**
 * Home with the screen it showed when the app was last left (src/sw-shared/saved-screen.ts,
 * decision 0055): painted from the HTML before the app's code has loaded. Anything amiss (none
 * saved, another build's, a broken entry) is the plain shell.
 */
async function shellWithSavedScreen(shell: Response): Promise<Response> {
  try {
    const saved: unknown = await (await (await self.caches.open(SCREEN_CACHE)).match(SAVED_SCREEN_URL))?.json();
    if (!isSavedScreen(saved)) return shell;
    const html = withSavedScreen(await shell.clone().text(), saved);
    if (html === null) return shell;
    const headers = new Headers(shell.headers);
    headers.delete('Content-Length');
    return new Response(html, { status: shell.status, headers });
  } catch (error) {
    console.error('The saved screen could not be read', error);
    return shell;
  }
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      const shell = await appShell(options);
      return options.url.pathname === '/' ? shellWithSavedScreen(shell) : shell;
    },
    {
    denylist: [
      /^\/api(\/|$)/,
      new RegExp(`^${SHARE_TARGET_PATH}(\\/|$)`),
      // Files (e.g. /sw.js, /icons/icon-512.png, /manifest.webmanifest) are never the shell.
      /\/[^/?]+\.[a-z0-9]+$/i,
      ],
    },
  ),
);

// The precached files, after the navigations: its own route would answer `/` with the plain
// index.html (its directory index) before the saved screen could be put in.
addRoute();

/** Errors, redirects and partial answers are never kept: offline would replay them as if true. */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * Counts the clearings of the person's data (CLEAR_USER_DATA, a logout navigation). An answer to
 * a request that was already on its way when the caches were cleared belongs to the person who
 * just left: it must not bring the cache back.
 */
let clearings = 0;
const notFromBeforeClearing: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.clearings = clearings;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.clearings === clearings ? response : null),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) => sameOrigin(url) && isImagePath(url.pathname),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [onlyOk, notFromBeforeClearing, new ExpirationPlugin({ ...IMAGE_EXPIRY, purgeOnQuotaError: true })],
  }),
);

/** The live stream (GET /api/events, decision 0027) never ends: caching its answer would never finish. */
const isEventStream = (request: Request) => request.headers.get('Accept')?.includes('text/event-stream') === true;

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.mode !== 'navigate' && !isEventStream(request) && isCachedApiPath(url.pathname),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS, plugins: [onlyOk, notFromBeforeClearing] }),
);

// Web Share Target (manifest share_target, POST multipart/form-data): an invite link of this app
// opens its join page; anything else waits in IndexedDB until someone signed in takes it (the app
// then opens Share Your Accomplishment prefilled, after the sign-in detour if needed).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    let target = '/';
    try {
      const item = sharedItemFromForm(await request.formData(), Date.now());
      const code = inviteCodeIn(item, self.location.origin);
      if (code) target = `/join/${encodeURIComponent(code)}`;
      else if (!isEmptySharedItem(item)) await putSharedItem(item);
    } catch (error) {
      // A form that can't be read or stored must still land the person in the app.
      console.error('Share target: could not keep what was shared', error);
    }
    return Response.redirect(new URL(target, self.location.origin).href, 303);
  },
  'POST',
);

/** Logout on a shared phone: the saved answers, images and screen, and the images' expiry records. */
async function clearUserData(): Promise<void> {
  clearings += 1;
  await Promise.all([self.caches.delete(API_CACHE), self.caches.delete(IMAGES_CACHE), self.caches.delete(SCREEN_CACHE)]);
  await new CacheExpiration(IMAGES_CACHE, IMAGE_EXPIRY).delete();
}

/**
 * The server answered a logout navigation (a redirect; not a fault of its own, after which the
 * session may live on): everything of the person this worker can reach goes before the page that
 * follows loads, and the open pages are told, so they drop what they hold in memory and stop
 * saving it. Their unsent outbox entries stay, keyed to them (decision record 0011).
 */
async function forgetSignedOutPerson(): Promise<void> {
  const results = await Promise.allSettled([clearUserData(), clearSavedQueries(), clearSharedInbox()]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Logout: could not clear saved data', result.reason);
  }
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: SIGNED_OUT });
  channel.close();
}

const sessionEnded = (response: Response) => response.type === 'opaqueredirect' || response.status < 500;

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.mode === 'navigate' && url.pathname === LOGOUT_PATH,
  async ({ request }) => {
    // The session ends on the server first: a page told earlier could still load the person's data.
    // Offline this throws, as the browser would without a worker: nothing ended, nothing cleared.
    const response = await fetch(request);
    if (sessionEnded(response)) await forgetSignedOutPerson();
    return response;
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = messageType(event.data);
  if (type === SKIP_WAITING) {
    event.waitUntil(self.skipWaiting());
  } else if (type === CLEAR_USER_DATA) {
    const [port] = event.ports;
    event.waitUntil(
      clearUserData()
        .catch((error: unknown) => console.error('Clearing the caches failed', error))
        .finally(() => port?.postMessage({ type: CLEARED })),
    );
  }
});

registerPushHandlers();

// Take control of open pages as soon as this worker activates (first install, or after the page
// asked for the update), so they are served offline without an extra reload.
clientsClaim();
