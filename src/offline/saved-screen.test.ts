import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SCREEN_URL } from '@/sw-shared/saved-screen';
import { cacheOwner } from './cache-owner';
import { saveScreen } from './saved-screen';

/** Cache Storage as far as saveScreen uses it: what it put, by URL. */
function fakeCaches() {
  const stored = new Map<string, string>();
  vi.stubGlobal('caches', {
    open: () => Promise.resolve({ put: async (url: string, response: Response) => void stored.set(url, await response.text()) }),
    delete: () => Promise.resolve(true),
  });
  return stored;
}

const HOME = '<main><h1>Welcome back, Ann!</h1><article aria-label="Morning Swims">Morning Swims</article></main>';

describe('saveScreen', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = fakeCaches();
    cacheOwner.set('ann');
    document.head.innerHTML =
      '<script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/boot-abc.css"><style>h1 { color: red } .menu { color: blue }</style>';
    document.body.innerHTML = `<div id="root">${HOME}</div>`;
    // jsdom loads no stylesheets: the link gets the <style>'s rules as its sheet.
    Object.defineProperty(document.querySelector('link')!, 'sheet', { value: document.querySelector('style')!.sheet });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cacheOwner.set(null);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("keeps Home's markup, the rules of its stylesheets that it uses, the stylesheets and the build's entry", async () => {
    await saveScreen('ann');
    const saved = JSON.parse(stored.get(SAVED_SCREEN_URL) ?? 'null') as { html: string; css: string; styles: string[]; entry: string };
    expect(saved).toMatchObject({ html: HOME, styles: ['/assets/boot-abc.css'], entry: '/assets/index-abc.js' });
    expect(saved.css.replace(/\s+/g, '')).toBe('h1{color:red;}');
  });

  it('keeps nothing while a stylesheet is still loading', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/screens-abc.css">');
    await saveScreen('ann');
    expect(stored.size).toBe(0);
  });

  it.each([
    ['a dialog is open over it (the celebration, in place)', '<div class="mantine-Modal-root"><section role="dialog" aria-modal="true">Congratulations!</section></div>'],
    ['a menu is open', '<div role="menu"><button role="menuitem">Delete</button></div>'],
    ['a section is still loading', '<div role="status" aria-label="Loading your games"></div>'],
  ])('keeps nothing while %s', async (_, over) => {
    document.getElementById('root')!.insertAdjacentHTML('beforeend', over);
    await saveScreen('ann');
    expect(stored.size).toBe(0);
  });

  it("keeps nothing of someone else's screen", async () => {
    await saveScreen('ben');
    expect(stored.size).toBe(0);
  });
});
