import { useEffect, useState } from 'react';
import { useOnlineStatus } from './online-status';

/**
 * How long a start online waits for the server to confirm the saved user before showing the saved
 * data anyway: a connection that answers nothing in this time is treated as none (the service
 * worker's API timeout is the same 3 s).
 */
export const SAVED_USER_CHECK_TIMEOUT_MS = 3000;

/** When this document started: answers older than this were restored from the saved cache. */
const documentStart = () => (typeof performance !== 'undefined' && performance.timeOrigin ? performance.timeOrigin : 0);

interface UserQueryState {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/**
 * Whether the app may show what was saved on this device for the user it restored (DESIGN §5, §7).
 * Online, the saved user is only a guess until the server answers the user fetch: the session may
 * have ended (expired, logged out elsewhere, /api/logout reached by a bookmark), and then nothing
 * of that person may show before their data is cleared. Answers false from the start until that
 * answer (or a failure) arrives, or the wait times out. Offline, and for a user answered during
 * this document's life (signed in just now, fetched fresh), at once. Render the app only once the
 * user is known (not pending) and this answers true.
 */
export function useSavedUserChecked({ dataUpdatedAt, errorUpdatedAt }: UserQueryState): boolean {
  const online = useOnlineStatus();
  const [timedOut, setTimedOut] = useState(false);
  // Once shown, the app stays: coming back online later must not swap it for a spinner (and lose
  // what someone was typing) while the user is asked for again.
  const [shown, setShown] = useState(false);
  const start = documentStart();
  const answeredNow = dataUpdatedAt >= start || errorUpdatedAt >= start;
  const checked = shown || answeredNow || !online || timedOut;
  if (checked && !shown) setShown(true);

  useEffect(() => {
    if (checked) return undefined;
    const timer = setTimeout(() => setTimedOut(true), SAVED_USER_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [checked]);

  return checked;
}
