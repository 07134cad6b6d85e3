/** Once dismissed, the install offer stays away this long: never nag. */
export const INSTALL_OFFER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

const KEY = 'installOfferDismissedAt';

export function rememberInstallOfferDismissed(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Without storage the offer may come back next time; nothing else to do.
  }
}

export function installOfferResting(now = Date.now()): boolean {
  try {
    const dismissedAt = Number(localStorage.getItem(KEY));
    return Number.isFinite(dismissedAt) && dismissedAt > 0 && now - dismissedAt < INSTALL_OFFER_QUIET_MS;
  } catch {
    return false;
  }
}
