import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * A dialog still locks the page's scrolling, but leaves the scrollbar as it is: hiding it means
 * measuring the page's styles in the middle of the dialog's first render (react-remove-scroll-bar's
 * getComputedStyle, a forced style recalculation of the whole page: 0.26 s of the celebration
 * dialog's opening on Home under a phone's CPU, issue 15), then restyling the page a second time.
 * A phone's scrollbar overlays the page, so there was nothing to hide there anyway.
 */
const KEEP_SCROLLBAR = { removeScrollBar: false };

/**
 * Mobile-first theme in the product's violet (#7048e8 is violet 7). Its CSS variables are baked into
 * theme-variables.css: after a change here, rewrite it (see that file's header, decision 0031).
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

/**
 * Baked into theme-variables.css with the theme. Mantine's light-mode "dimmed" grey (gray 6) is below WCAG AA on white; use gray 7 instead.
 * Dark mode keeps its default, which passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});
