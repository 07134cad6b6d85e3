import { LOGOUT_PATH } from '@/sw-shared/service-worker-contract';

/** The logout navigation (docs/product.md §7); the service worker watches the same path to clear its caches. */
export const LOGOUT_URL = LOGOUT_PATH;

/**
 * The login endpoint (docs/product.md §2), asked to bring the person back to `returnTo` (a path of this
 * app, e.g. the current location) afterwards. The server accepts same-origin paths only.
 */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
