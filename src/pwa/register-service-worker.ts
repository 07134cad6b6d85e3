import type { Workbox } from 'workbox-window';
import { afterLoadWhenQuiet } from './after-load-when-quiet';
import { useUpdateState } from './update-state';

/** While the app stays open, look for a new version when it comes back to the foreground, at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

let workbox: Workbox | undefined;

/** The registered worker's controller (production only). */
export function getWorkbox(): Workbox | undefined {
  return workbox;
}

/** Activates the waiting worker (it claims the page) and reloads once it controls the page. */
function applyUpdate(registration: Workbox): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // Posts { type: SKIP_WAITING } (src/sw-shared/service-worker-contract.ts) to the waiting worker.
  registration.messageSkipWaiting();
}

function checkForUpdatesWhenVisible(registration: Workbox): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void registration.update();
  });
}

/**
 * Registers the service worker (dist/sw.js, built from sw/sw.ts) in production builds only.
 * workbox-window is loaded lazily once the page has loaded and its first screen has what it needs,
 * so it costs the landing page nothing. Not at the load event: a first install fetches the whole
 * app shell (~130 files), and on a first visit signed in that competed with Home's chunks and
 * reads for the six connections to the server and for the CPU (decision 0018).
 * An update waits (registerType 'prompt'): the app shows 'Update available' (update-prompt.tsx) and
 * activates it only when the person presses Reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  const register = async (): Promise<void> => {
    try {
      const { Workbox } = await import('workbox-window');
      const registration = new Workbox('/sw.js', { scope: '/', type: 'classic' });
      workbox = registration;
      // Also fires at start-up when a worker installed earlier is still waiting.
      registration.addEventListener('waiting', () => {
        useUpdateState.setState({ waiting: true, apply: () => applyUpdate(registration) });
      });
      await registration.register();
      checkForUpdatesWhenVisible(registration);
    } catch (error) {
      console.error('Service worker registration failed', error);
    }
  };
  afterLoadWhenQuiet(() => void register());
}
