/** sessionStorage: the version (index.html's module scripts) this tab last reloaded to. */
export const RELOADED_FOR_KEY = 'czc:reloaded-for-version';

let checking: Promise<boolean> | undefined;

const moduleScripts = (document: Document): string[] =>
  Array.from(document.querySelectorAll('script[type="module"][src]'), (script) => script.getAttribute('src') ?? '');

/**
 * After a chunk failed to load: when the server now serves another version of the app (its
 * index.html names other scripts than this page's), reload once to it. An old tab after a deploy
 * asks for chunks that are gone; the new version has their successors. Reloads at most once per
 * version in this tab (sessionStorage), so a chunk that still fails after the reload shows the
 * error boundary instead of reloading in a loop. Offline, or when the version is the same (the
 * network failed, not the deploy), nothing happens: a reload would trade the app's error screen,
 * with its Try again, for the browser's. Answers whether it reloads. See decision 0039.
 */
export function reloadIfNewVersion(reload: () => void = () => window.location.reload()): Promise<boolean> {
  checking ??= checkVersion(reload).finally(() => (checking = undefined));
  return checking;
}

async function checkVersion(reload: () => void): Promise<boolean> {
  let html: string;
  try {
    const response = await fetch('/', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return false;
    html = await response.text();
  } catch {
    return false;
  }
  const served = moduleScripts(new DOMParser().parseFromString(html, 'text/html'));
  const running = moduleScripts(document);
  if (served.length === 0 || served.join(' ') === running.join(' ')) return false;
  const version = served.join(' ');
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === version) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, version);
  } catch {
    return false; // Without a place to remember the reload, none: it could loop.
  }
  reload();
  return true;
}

/**
 * Vite's preload helper fires 'vite:preloadError' on window when a dynamic import's chunk (or one it
 * needs) fails to load; the import still rejects, and the error boundary above the screen or dialog
 * shows it (src/components/error-boundaries.tsx) unless a new version takes over.
 */
export function listenForPreloadErrors(target: Window = window): void {
  target.addEventListener('vite:preloadError', () => void reloadIfNewVersion());
}
