/** The browser's install prompt (Chromium's beforeinstallprompt; not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Already opened from the home screen (or as an installed app): nothing to offer. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone and iPad browsers: no install prompt, Add to Home Screen from the Share menu instead. */
export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0): boolean {
  // iPadOS presents itself as a Mac; only its touch screen tells them apart.
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1);
}
