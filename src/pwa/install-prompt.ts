import { create } from 'zustand';
import { requestPersistentStorage } from '@/offline/persistent-storage';
import { isIos, isStandalone, type BeforeInstallPromptEvent } from './install-platform';

interface InstallPromptState {
  /** The browser's deferred prompt, once it offered one (Chromium). */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ deferred: null, installed: false }));

/**
 * Listens for the browser's install prompt from start-up (it fires early, before any screen wants
 * it) and keeps it for the app's own 'Install app' offer; once the app is installed, or when it
 * already runs from the home screen, asks for persistent storage so the saved data and the outbox
 * are not evicted.
 */
export function listenForInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  if (isStandalone()) {
    useInstallPrompt.setState({ installed: true });
    void requestPersistentStorage();
    return;
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar on first visit: the app offers installing at a better moment.
    event.preventDefault();
    useInstallPrompt.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ deferred: null, installed: true });
    void requestPersistentStorage();
  });
}

/** What the offer can do here: the browser's prompt, iOS instructions, or nothing. */
export function installOfferKind(state: InstallPromptState, ios = isIos()): 'prompt' | 'ios' | null {
  if (state.installed) return null;
  if (state.deferred) return 'prompt';
  return ios && !isStandalone() ? 'ios' : null;
}

/** Shows the browser's install dialog; answers whether the person installed. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = useInstallPrompt.getState();
  if (!deferred) return false;
  // A prompt can be shown once only.
  useInstallPrompt.setState({ deferred: null });
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  return outcome === 'accepted';
}
