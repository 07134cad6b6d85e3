import './app/start-first-requests';
import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appQueryClient } from './app/app-query-client';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before anything renders: the browser may offer installing right away.
listenForInstallPrompt();

createRoot(root).render(
  <StrictMode>
    <App queryClient={appQueryClient} />
  </StrictMode>,
);

registerServiceWorker();
