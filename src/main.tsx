import './app/start-first-requests';
import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appQueryClient } from './app/app-query-client';
import { signedInModules } from './app/start-up';
import { listenForPreloadErrors } from './lib/new-version-reload';
import { preloadModule } from './lib/retryable-lazy';
import { cacheOwner } from './offline/cache-owner';
import { restoreSavedCache } from './offline/saved-cache-start';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

/**
 * How long a warm start waits for the saved cache and its screen's code before rendering anyway
 * (a stuck IndexedDB): the screens then restore and load as on a first visit.
 */
const WARM_START_WAIT_MS = 2000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before anything renders: the browser may offer installing right away.
listenForInstallPrompt();
// A chunk that fails to load after a new deploy reloads the page once to the new version (decision 0039).
listenForPreloadErrors();

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={appQueryClient} />
    </StrictMode>,
  );

const owner = cacheOwner.get();
if (owner && typeof indexedDB !== 'undefined' && !/^\/signin(\/|$)/.test(window.location.pathname)) {
  // A warm start (someone's data is saved here: the installed app's daily start, decision 0055):
  // their saved queries and this screen's code first, side by side, then one render, not in the
  // background: the first frame React paints is the screen seen last time. The server's answers
  // refresh it in place.
  const ready = Promise.all([restoreSavedCache(appQueryClient, owner), ...signedInModules(window.location.pathname, { warm: true }).map(preloadModule)]);
  void Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WARM_START_WAIT_MS))]).then(render);
} else {
  // A first visit: a background render; React yields to the browser every few milliseconds
  // instead of building the first screen in one task (decision 0024).
  startTransition(render);
}

registerServiceWorker();
