import { deviceStorage } from '@/lib/device-storage';

/** Once dismissed, the install offer stays away this long: never nag. */
export const INSTALL_OFFER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

const KEY = 'installOfferDismissedAt';

/** Without storage the offer may come back next time; nothing else to do. */
export function rememberInstallOfferDismissed(now = Date.now()): void {
  deviceStorage.set(KEY, String(now));
}

export function installOfferResting(now = Date.now()): boolean {
  const dismissedAt = Number(deviceStorage.get(KEY));
  return Number.isFinite(dismissedAt) && dismissedAt > 0 && now - dismissedAt < INSTALL_OFFER_QUIET_MS;
}
