type BadgingNavigator = Navigator & {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's icon badge (decision 0027, the Badging API where the browser has it: installed
 * Chromium apps, iOS home-screen apps): the count, or nothing at 0. Refusals (not installed, no
 * permission) are not the person's concern.
 */
export function showAppBadge(count: number): void {
  const nav = (typeof navigator === 'undefined' ? undefined : navigator) as BadgingNavigator | undefined;
  if (!nav?.setAppBadge) return;
  const done = count > 0 ? nav.setAppBadge(count) : (nav.clearAppBadge?.() ?? nav.setAppBadge(0));
  void done?.catch(() => undefined);
}
