/**
 * This device's localStorage, where the browser allows it: a private mode or a policy can block it
 * (a SecurityError on every access), and a full quota refuses a write. What the app keeps there
 * (whose cache this is, an offer dismissed, the time zone) is a convenience it can start without,
 * so a refusal is never an error: a read answers null and a write is dropped.
 */
export const deviceStorage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },

  /** Keeps `value` under `key`; null removes it. */
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Not kept: the next read answers null, as on a device that never kept it.
    }
  },
};
