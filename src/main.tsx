import './app/start-first-requests';
import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appQueryClient } from './app/app-query-client';
import { listenForPreloadErrors } from './lib/new-version-reload';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before anything renders: the browser may offer installing right away.
listenForInstallPrompt();
// A chunk that fails to load after a new deploy reloads the page once to the new version (decision 0039).
listenForPreloadErrors();

// A background render: React yields to the browser every few milliseconds instead of building the
// first screen in one task (issue 15).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={appQueryClient} />
    </StrictMode>,
  );
});

registerServiceWorker();
