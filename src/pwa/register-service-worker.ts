import type { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;

/** The registered worker's controller (production only); issue 5's update prompt uses it. */
export function getWorkbox(): Workbox | undefined {
  return workbox;
}

/**
 * Registers the service worker (dist/sw.js, built from sw/sw.ts) in production builds only.
 * workbox-window is loaded lazily after the page has loaded, so it costs the landing page nothing.
 * An update waits (registerType 'prompt'): it activates only when the page posts
 * { type: 'SKIP_WAITING' }, never by surprise.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  const register = async (): Promise<void> => {
    try {
      const { Workbox } = await import('workbox-window');
      workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
      await workbox.register();
    } catch (error) {
      console.error('Service worker registration failed', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
