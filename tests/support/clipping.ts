/**
 * Finds text a person can't read whole on the page: a badge squeezed to '#.', a button cut to
 * 'Remov', a name truncated or clamped with an ellipsis, or anything pushed past the right edge of
 * the screen. Runs in the page, on what Chromium laid out.
 */
import type { Page } from 'playwright-core';

/** One line per clipped text: what it says, and how much of it shows. Empty when all is readable. */
export function clippedTexts(page: Page, rootSelector = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no element matches ${selector}`];
    const found: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    // No named functions in here: tsx (keepNames) would wrap them in a helper the page lacks.
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const text = (el.textContent ?? '').trim();
      if (!text) continue;
      const what = `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').slice(0, 60)}"`;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Hidden or visually hidden (a screen-reader-only label is 1 px on purpose).
      if (style.visibility === 'hidden' || style.display === 'none' || box.width <= 1 || box.height <= 1) continue;
      if (el.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY) || clamped;
      if (clipsX && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${what} shows ${el.clientWidth} of ${el.scrollWidth} px wide`);
      } else if (clipsY && el.scrollHeight > el.clientHeight + 1 && el.children.length === 0) {
        found.push(`${what} shows ${el.clientHeight} of ${el.scrollHeight} px high`);
      } else if (el.children.length === 0 && (box.right > viewportWidth + 1 || box.left < -1)) {
        found.push(`${what} lies outside the screen (${Math.round(box.left)}..${Math.round(box.right)} px)`);
      }
    }
    if (document.documentElement.scrollWidth > viewportWidth + 1) {
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px for ${viewportWidth})`);
    }
    return found;
  }, rootSelector);
}
