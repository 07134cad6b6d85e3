import { safeReturnTo } from '@contract/auth';

export const LOGOUT_URL = '/api/logout';

/** The login endpoint (SPEC §2), asked to bring the person back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
