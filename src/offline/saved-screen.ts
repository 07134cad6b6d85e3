import { useEffect } from 'react';
import { SAVED_SCREEN_URL, SCREEN_CACHE, type SavedScreen } from '@/sw-shared/saved-screen';
import { cacheOwner } from './cache-owner';
import { usedCss } from './used-css';
import { isOnline } from './online-status';

/** After Home shows, the refresh of its saved answers has usually come back by then. */
const SETTLE_MS = 3000;

/**
 * What is open over the screen in the app's own tree: the celebration dialog (rendered in place, not
 * in a portal), a menu. Saved, it would greet the next start as a picture that does not answer, then
 * jump when the app renders the real one (warm starts measured layout shifts of 0.07-0.35 from a
 * saved celebration dialog, decision 0055); the app opens again what is still to show.
 */
const OVER_THE_SCREEN = '[role="dialog"], [role="menu"]';

/**
 * The screen as it is now, for the service worker to show at the next start, or null while it is
 * not one to keep: still loading something (a stylesheet too), something open over it, or offline
 * (its Offline mark would greet the next start online). In dev the app has no built entry and no
 * stylesheets to name: nothing is kept.
 */
function currentScreen(): SavedScreen | null {
  const root = document.getElementById('root');
  const entry = document.querySelector('script[type="module"][src^="/assets/"]')?.getAttribute('src');
  const colorScheme = document.documentElement.getAttribute('data-mantine-color-scheme') ?? '';
  if (!root || !entry || !isOnline()) return null;
  if (root.querySelector('[role="status"][aria-label^="Loading"]') || root.querySelector(OVER_THE_SCREEN)) return null;
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) =>
    new URL(link.href).pathname.startsWith('/assets/'),
  );
  // A stylesheet still loading: its rules can't be read, and the saved screen would lack them.
  if (links.some((link) => !link.sheet)) return null;
  return {
    entry,
    html: root.innerHTML,
    css: usedCss(links.map((link) => link.sheet!)),
    styles: links.map((link) => new URL(link.href).pathname),
    colorScheme,
  };
}

/** Keeps Home's screen of `userId` (docs/decisions/0055-warm-start.md); only theirs, only Home. */
export async function saveScreen(userId: string): Promise<void> {
  if (typeof caches === 'undefined' || window.location.pathname !== '/' || cacheOwner.get() !== userId) return;
  const screen = currentScreen();
  if (!screen) return;
  const cache = await caches.open(SCREEN_CACHE);
  await cache.put(SAVED_SCREEN_URL, new Response(JSON.stringify(screen), { headers: { 'Content-Type': 'application/json' } }));
  // Signed out while it was written: it must not outlive the clearing of their data.
  if (cacheOwner.get() !== userId) await caches.delete(SCREEN_CACHE);
}

/**
 * Home keeps its screen for the next start: once it has settled, and whenever the app is left
 * (hidden: switched away from, locked, closed), which is the screen the person last saw.
 */
export function useSavedScreen(userId: string): void {
  useEffect(() => {
    const save = () => void saveScreen(userId).catch((error: unknown) => console.warn('The screen could not be saved', error));
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    const timer = setTimeout(save, SETTLE_MS);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      clearTimeout(timer);
    };
  }, [userId]);
}
