import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Mobile-first theme in the product's violet (#7048e8 is violet 7). */
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
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's light-mode "dimmed" grey (gray 6) is below WCAG AA on white; use gray 7 instead.
 * Dark mode keeps its default, which passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});
