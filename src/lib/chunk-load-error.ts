/**
 * Whether `error` says that a piece of the app's code could not be fetched: a dynamic import()
 * that failed (Chromium: 'Failed to fetch dynamically imported module', Firefox: 'error loading
 * dynamically imported module', Safari: 'Importing a module script failed'), or Vite's preload of
 * a chunk's style sheet ('Unable to preload CSS'). Offline before the service worker controls the
 * page, or an old tab asking for a chunk a new deploy removed; anything else is a defect.
 */
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}
