/**
 * What the service worker (sw/sw.ts) and the app agree on: cache names, messages and which API
 * answers are kept. src/sw-shared/ is the only part of src/ the worker may import (tsconfig.sw.json
 * compiles it with the worker's libraries), so it uses nothing but the language and idb-keyval.
 */

/** GET /api/* answers (NetworkFirst): one cache, deleted on logout (docs/architecture.md §7). */
export const API_CACHE = 'api';
/** /api/images/* (CacheFirst, with an expiry). */
export const IMAGES_CACHE = 'images';

/** Page → waiting worker: activate now (workbox-window's messageSkipWaiting sends exactly this). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Page → worker: delete the API and image caches and their expiry records; answered with CLEARED. */
export const CLEAR_USER_DATA = 'CLEAR_USER_DATA';
export const CLEARED = 'CLEARED';

/**
 * Worker → every open page, on the BroadcastChannel SESSION_CHANNEL: a navigation to LOGOUT_PATH
 * ended the session (the Logout link, a bookmark, another tab) and the worker has deleted the
 * person's saved answers, images and saved queries. A BroadcastChannel, not client.postMessage, so
 * pages the worker does not control (a hard reload) hear it too.
 */
export const SESSION_CHANNEL = 'challenge-session';
export const SIGNED_OUT = 'SIGNED_OUT';

/** GET /api/logout ends the session and redirects to / (docs/architecture.md §5); reached by browser navigation. */
export const LOGOUT_PATH = '/api/logout';

export const SHARE_TARGET_PATH = '/share-target';

/**
 * Never from a cache: sign-in and sign-out answers depend on the session of the moment, and a
 * saved list of game notifications could hold one read since and open its celebration dialog a
 * second time (the app does not keep them in its saved queries either).
 */
const NEVER_CACHED = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/login(\/|$)/,
  /^\/api\/logout(\/|$)/,
  /^\/api\/callback(\/|$)/,
  /^\/api\/notifications(\/|$)/,
  // The data export: a zip of everything of the person, streamed to a file (decision 0048).
  /^\/api\/user\/export(\/|$)/,
];

export function isImagePath(pathname: string): boolean {
  return pathname.startsWith('/api/images/');
}

/** GET answers under /api/ the worker keeps for offline reading (images have their own cache). */
export function isCachedApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') && !isImagePath(pathname) && !NEVER_CACHED.some((pattern) => pattern.test(pathname));
}

export function messageType(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
