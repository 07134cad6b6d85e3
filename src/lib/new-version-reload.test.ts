import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { listenForPreloadErrors, RELOADED_FOR_KEY, reloadIfNewVersion } from './new-version-reload';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;
const serve = (html: string) => server.use(http.get('/', () => new HttpResponse(html, { headers: { 'content-type': 'text/html' } })));

beforeEach(() => {
  const script = document.createElement('script');
  script.type = 'module';
  script.setAttribute('src', '/assets/index-OLD.js');
  document.head.append(script);
});
afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

describe('reloadIfNewVersion (a chunk failed to load)', () => {
  it('reloads once when the server serves another version, and never again for that version', async () => {
    serve(page('/assets/index-NEW.js'));
    const reload = vi.fn();
    await expect(reloadIfNewVersion(reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe('/assets/index-NEW.js');
    // The reload did not help (the chunk still fails): the boundary shows, no loop.
    await expect(reloadIfNewVersion(reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy may reload once more.
    serve(page('/assets/index-NEWER.js'));
    await expect(reloadIfNewVersion(reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the version is the same (the network failed, not the deploy)', async () => {
    serve(page('/assets/index-OLD.js'));
    const reload = vi.fn();
    await expect(reloadIfNewVersion(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload offline, nor when the server answers something else', async () => {
    const reload = vi.fn();
    server.use(http.get('/', () => HttpResponse.error()));
    await expect(reloadIfNewVersion(reload)).resolves.toBe(false);
    server.use(http.get('/', () => HttpResponse.text('busy', { status: 503 })));
    await expect(reloadIfNewVersion(reload)).resolves.toBe(false);
    serve('<!doctype html><p>a captive portal</p>');
    await expect(reloadIfNewVersion(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("asks the server once for several failures at the same moment", async () => {
    const answers = vi.fn(() => new HttpResponse(page('/assets/index-OLD.js'), { headers: { 'content-type': 'text/html' } }));
    server.use(http.get('/', answers));
    await Promise.all([reloadIfNewVersion(vi.fn()), reloadIfNewVersion(vi.fn()), reloadIfNewVersion(vi.fn())]);
    expect(answers).toHaveBeenCalledTimes(1);
  });

  it("checks on Vite's vite:preloadError", async () => {
    const answers = vi.fn(() => new HttpResponse(page('/assets/index-OLD.js'), { headers: { 'content-type': 'text/html' } }));
    server.use(http.get('/', answers));
    const target = new EventTarget() as Window;
    listenForPreloadErrors(target);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await vi.waitFor(() => expect(answers).toHaveBeenCalledTimes(1));
  });
});
