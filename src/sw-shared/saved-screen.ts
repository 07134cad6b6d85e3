/**
 * The saved first screen (docs/decisions/0055-warm-start.md): what Home looked like when the app
 * was last left, kept so that the service worker can answer the next start's navigation to `/`
 * with index.html already showing it. The browser paints it from the HTML alone, before the app's
 * code has loaded; the app's first render then replaces it with the same screen, live.
 *
 * It holds the person's data like their saved queries, so it goes with them: the page and the
 * worker delete SCREEN_CACHE wherever they delete the API cache (logout, a 401, someone else
 * signing in).
 */

/** Cache Storage: one entry, SAVED_SCREEN_URL → SavedScreen as JSON. */
export const SCREEN_CACHE = 'screen';
export const SAVED_SCREEN_URL = '/saved-screen/home';

export interface SavedScreen {
  /** The module script of the build that rendered it: another build's class names differ. */
  entry: string;
  /** #root's markup. */
  html: string;
  /** The rules of `styles` that style it (src/offline/used-css.ts): all its first frame needs. */
  css: string;
  /** The build's stylesheets the app had loaded, index.html's included: loaded after that frame. */
  styles: string[];
  /** Mantine's colour scheme when it was saved ('light' or 'dark'). */
  colorScheme: string;
}

/**
 * The browser paints nothing until the whole saved screen is parsed (`rel=expect`, render-blocking
 * up to the element with END_ID). Without it, at 4x CPU the parser's chunks came with a style,
 * layout and paint each, and Home arrived in about ten partial frames over half a second.
 */
const END_ID = 'app-saved-screen-end';
const RENDER_WHOLE = `<link rel="expect" href="#${END_ID}" blocking="render">`;

/** index.html marks the splash it shows until the app renders: the saved screen takes its place. */
const SPLASH = /<!--splash-->[\s\S]*<!--\/splash-->/;

export function isSavedScreen(value: unknown): value is SavedScreen {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, html, css, styles, colorScheme } = value as Record<string, unknown>;
  return (
    typeof entry === 'string' &&
    typeof html === 'string' &&
    typeof css === 'string' &&
    Array.isArray(styles) &&
    styles.every((href) => typeof href === 'string' && href.startsWith('/assets/')) &&
    (colorScheme === 'light' || colorScheme === 'dark')
  );
}

/** index.html's own stylesheets (Vite's link for the entry's CSS). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+)">/g;

/**
 * index.html showing `saved` in place of its splash, or null when `saved` came from another build
 * (its entry script is not this index.html's) or the page has no splash marks.
 *
 * The first frame is styled by the saved screen's own rules (`css`, in a <style> inside the saved
 * screen, so the app's render removes it with the rest). Every stylesheet, index.html's too, loads
 * after that frame and before the app starts (public/start-after-paint.js): the frame styled Home
 * against all of them had taken about 0.5 s at 4x CPU.
 */
export function withSavedScreen(indexHtml: string, saved: SavedScreen): string | null {
  const entryScript = `<script type="module" crossorigin src="${saved.entry}"></script>`;
  if (!SPLASH.test(indexHtml) || !indexHtml.includes(entryScript)) return null;
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const styles = new Set([...Array.from(indexHtml.matchAll(STYLESHEET), (match) => match[1]!), ...saved.styles]);
  // The app starts once the saved screen is painted (public/start-after-paint.js): a module script
  // whose code is in the worker's cache runs before the browser's first paint.
  const startAfterPaint =
    `<link rel="modulepreload" crossorigin href="${attribute(saved.entry)}">` +
    `<script src="/start-after-paint.js" data-entry="${attribute(saved.entry)}" data-styles="${attribute([...styles].join(' '))}" defer></script>`;
  // `</style` inside a rule's string would end the element: `\/` is the same character in CSS.
  const css = saved.css.replace(/<\/(style)/gi, '<\\/$1');
  return indexHtml
    .replace(STYLESHEET, '')
    .replace(entryScript, () => startAfterPaint)
    .replace('<html lang="en">', `<html lang="en" data-mantine-color-scheme="${saved.colorScheme}">`)
    .replace('</head>', `${RENDER_WHOLE}</head>`)
    // display: contents (index.html's styles): the wrapper adds no box, so the app's own render
    // lays out exactly the same; public/boot-check.js removes it when the app can't load.
    .replace(SPLASH, () => `<div class="app-saved-screen"><style>${css}</style>${saved.html}<i id="${END_ID}" hidden></i></div>`);
}
