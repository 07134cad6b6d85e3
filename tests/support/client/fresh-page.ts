import { focusManager, onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * The first setup file of the 'client' project, run before each test file. Its files share a worker,
 * and with it jsdom's window and the imported modules (vitest.config.ts, docs/decisions/0057-test-time.md):
 * this gives each file what a fresh process gave it, so that no file sees what an earlier one left.
 * - fresh modules of the app (its stores, caches and lazy screens are module state); the libraries
 *   in node_modules stay loaded, which is what saves the time;
 * - real timers, no stubbed globals, no spies left on;
 * - TanStack Query's online and focus state as a fresh page has it (module state of the library,
 *   moved by the 'online'/'offline' events tests send);
 * - the page as it was at the worker's start: the document's head and attributes, an empty body,
 *   the address `/`, empty storage, and none of the properties tests define on `navigator` (onLine,
 *   serviceWorker, userAgent: jsdom keeps its own on the prototype).
 */
const pristine = ((globalThis as { __pristinePage?: PristinePage }).__pristinePage ??= {
  head: Array.from(document.head.childNodes, (node) => node.cloneNode(true)),
  navigatorKeys: new Set(Reflect.ownKeys(navigator)),
  documentKeys: new Set(Reflect.ownKeys(document)),
});

interface PristinePage {
  head: Node[];
  navigatorKeys: Set<PropertyKey>;
  documentKeys: Set<PropertyKey>;
}

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();

for (const key of Reflect.ownKeys(navigator)) if (!pristine.navigatorKeys.has(key)) Reflect.deleteProperty(navigator, key);
for (const key of Reflect.ownKeys(document)) if (!pristine.documentKeys.has(key)) Reflect.deleteProperty(document, key);
document.head.replaceChildren(...pristine.head.map((node) => node.cloneNode(true)));
document.body.replaceChildren();
for (const { name } of Array.from(document.documentElement.attributes)) document.documentElement.removeAttribute(name);
for (const { name } of Array.from(document.body.attributes)) document.body.removeAttribute(name);
document.title = '';
history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
onlineManager.setOnline(true);
focusManager.setFocused(undefined);
