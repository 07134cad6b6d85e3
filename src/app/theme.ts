import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/**
 * A dialog still locks the page's scrolling, but leaves the scrollbar as it is: hiding it means
 * measuring the page's styles in the middle of the dialog's first render (react-remove-scroll-bar's
 * getComputedStyle, a forced style recalculation of the whole page: 0.26 s of the celebration
 * dialog's opening on Home under a phone's CPU, decision 0024), then restyling the page a second time.
 * A phone's scrollbar overlays the page, so there was nothing to hide there anyway.
 */
const KEEP_SCROLLBAR = { removeScrollBar: false };

/**
 * Mobile-first theme in the product's violet (#7048e8 is violet 7). Its CSS variables are baked into
 * theme-variables.css: after a change here, rewrite it (see that file's header, decision 0024).
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  // Mantine's close buttons have no name of their own: screen readers would say just "button".
  // Plain objects, not Modal.extend(), so the landing page's bundle doesn't take in Modal's code.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, removeScrollProps: KEEP_SCROLLBAR } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, removeScrollProps: KEEP_SCROLLBAR } },
  },
});

/** WCAG 2.1's contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * In light, Mantine's "light" variant (a badge, a light button) writes shade 9 on shade 1, and on
 * shade 2 when hovered: teal, green, lime, yellow and orange fall below 4.5:1 even at rest (green
 * 3.8:1, the share dialog's 'In the game'), red, violet and others when hovered. Each colour's text
 * is darkened just enough for both; the ones that pass keep Mantine's value.
 */
function lightVariantTexts(t: MantineTheme): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    const [rest, hover, text] = [shades[1], shades[2], shades[9]];
    if (!rest || !hover || !text) continue;
    let amount = 0;
    const darkened = () => (amount === 0 ? text : darken(text, amount));
    while (Math.min(contrastRatio(darkened(), rest), contrastRatio(darkened(), hover)) < 4.5 && amount < 1) amount += 0.02;
    if (amount > 0) texts[`--mantine-color-${name}-light-color`] = darkened();
  }
  return texts;
}

/**
 * Colours that WCAG 2.1 AA asks more of than Mantine's defaults give; checked on every screen in
 * both schemes by tests/e2e/accessibility.test.ts (axe-core). Baked into theme-variables.css.
 * - "dimmed" (times, names' second lines, stat labels): Mantine's light grey (gray 6) and dark grey
 *   (dark 2, #828282: 4.03:1 on the dark body and cards, #242424) both fall below 4.5:1. Light uses
 *   gray 7; dark a grey between dark 1 and dark 2, still quieter than the text (dark 0), 5.8:1 on
 *   dark 7 and 5.1:1 on dark 6 (inputs, hovered rows).
 * - Red in light: shade 7 (the light primary shade) is 3.8:1 with white, so an outline button's
 *   'Delete Game' and a filled one's white label failed; shade 8 and 9 pass.
 * - The light variant's text in light: lightVariantTexts.
 */
const DARK_DIMMED = '#9e9e9e';

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...lightVariantTexts(t),
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
  },
  dark: { '--mantine-color-dimmed': DARK_DIMMED },
});
