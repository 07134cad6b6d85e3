import './app/start-first-requests';
import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appQueryClient } from './app/app-query-client';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before anything renders: the browser may offer installing right away.
listenForInstallPrompt();

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser in between, instead of in one long task (issue 15: Total Blocking Time on a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={appQueryClient} />
    </StrictMode>,
  );
});

registerServiceWorker();
