import { ApiError } from '@/lib/api-client';

/**
 * Whether a failed load never reached the server (offline, or the service worker had no saved
 * answer), as opposed to an answer from it: fetch rejects with a TypeError then, while every answer
 * of the server becomes an ApiError.
 */
export function isOfflineFailure(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): boolean {
  if (error instanceof ApiError || !(error instanceof TypeError)) return false;
  return !online || /fetch|network|load failed/i.test(error.message);
}
