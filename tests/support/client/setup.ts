import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { registerOutboxKinds } from '@/app/outbox-kinds';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { server } from './msw-server';

// Screens are lazy chunks: the first visit of one in a test run takes a moment to import.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs; jsdom does not provide them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// As the signed-in layout does: components that queue writes are tested without it.
registerOutboxKinds();

// A request no handler answers fails the test (msw 3 calls requests and WebSocket connections frames).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  cleanup();
  // The outbox is module state too (in memory under jsdom): nothing queued leaks into the next test.
  await appOutbox.clear();
  // The toast store is module state: start every test without toasts.
  notifications.clean();
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());
