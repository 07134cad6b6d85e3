import { describe, expect, it } from 'vitest';
import sourceIndexHtml from '../../index.html?raw';
import { isSavedScreen, withSavedScreen, type SavedScreen } from './saved-screen';

// index.html as built: Vite puts the entry's module script and its own stylesheet in the head.
const indexHtml = sourceIndexHtml
  .replace('<script type="module" src="/src/main.tsx"></script>', '')
  .replace('</head>', '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/boot-1.css"></head>');

const saved: SavedScreen = {
  entry: '/assets/index-abc.js',
  html: '<div class="shell"><h1>Welcome back, Maya!</h1></div>',
  css: '.shell h1 { font-size: 28px; }',
  styles: ['/assets/boot-1.css', '/assets/shell-2.css'],
  colorScheme: 'dark',
};

describe('withSavedScreen', () => {
  it("puts the saved screen in the splash's place, with its rules and colour scheme", () => {
    const html = withSavedScreen(indexHtml, saved)!;
    expect(html).toContain(
      '<div id="root"><div class="app-saved-screen"><style>.shell h1 { font-size: 28px; }</style><div class="shell"><h1>Welcome back, Maya!</h1></div>',
    );
    expect(html).not.toContain('app-splash-spinner"></span>');
    // The failure message stays for public/boot-check.js.
    expect(html).toContain('id="app-load-failed"');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="dark">');
  });

  it("styles the first frame with the saved rules only: every stylesheet, index.html's too, loads after it", () => {
    const html = withSavedScreen(indexHtml, saved)!;
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('data-styles="/assets/boot-1.css /assets/shell-2.css"');
    expect(withSavedScreen(indexHtml, { ...saved, css: 'a::after { content: "</style>" }' })).toContain('<style>a::after { content: "<\\/style>" }</style>');
  });

  it('paints the saved screen whole, then starts the app, not before it as a module script would', () => {
    const html = withSavedScreen(indexHtml, saved)!;
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-abc.js"><script src="/start-after-paint.js" data-entry="/assets/index-abc.js" data-styles="/assets/boot-1.css /assets/shell-2.css" defer></script>',
    );
    // Nothing is painted before the element that ends the saved screen has been parsed.
    expect(html).toContain('<link rel="expect" href="#app-saved-screen-end" blocking="render"></head>');
    expect(html).toContain('<h1>Welcome back, Maya!</h1></div><i id="app-saved-screen-end" hidden></i></div>');
  });

  it("is null for another build's screen: its class names and stylesheets are not this build's", () => {
    expect(withSavedScreen(indexHtml, { ...saved, entry: '/assets/index-old.js' })).toBeNull();
  });

  it('is null for a page without the splash marks', () => {
    expect(withSavedScreen(indexHtml.replace('<!--splash-->', ''), saved)).toBeNull();
  });
});

describe('isSavedScreen', () => {
  it('takes only a whole saved screen with stylesheets of the build', () => {
    expect(isSavedScreen(saved)).toBe(true);
    expect(isSavedScreen({ ...saved, styles: ['https://elsewhere.example/x.css'] })).toBe(false);
    expect(isSavedScreen({ ...saved, colorScheme: 'blue' })).toBe(false);
    expect(isSavedScreen({ ...saved, html: undefined })).toBe(false);
    // Saved by a build before the screen kept its rules.
    expect(isSavedScreen({ ...saved, css: undefined })).toBe(false);
    expect(isSavedScreen(null)).toBe(false);
  });
});
