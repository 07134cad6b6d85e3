import { errorText } from '@/lib/api-client';
import { isOfflineFailure } from '@/offline/offline-failure';
import { isOnline } from '@/offline/online-status';

/** Account changes are never queued: the person must know at once that they took effect. */
export const ACCOUNT_NEEDS_CONNECTION = "You're offline. This needs a connection: try again once you're back online.";

/** Refuses up front when offline (the mutation runs with networkMode 'always' to say so). */
export function requireConnection(): void {
  if (!isOnline()) throw new TypeError('offline');
}

/** What a failed account change says: the server's message, or that it needs a connection. */
export function accountFailure(error: unknown, fallback: string): string {
  if (!isOnline() || isOfflineFailure(error)) return ACCOUNT_NEEDS_CONNECTION;
  return errorText(error, fallback);
}
