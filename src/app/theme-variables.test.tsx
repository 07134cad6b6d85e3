import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const HEADER = `/*
 * Written by theme-variables.test.tsx: the CSS variables that MantineProvider renders for theme.ts,
 * where they differ from Mantine's defaults (default-css-variables.css). The app's provider no longer
 * computes them on every start (withCssVariables={false}, decision 0024). After changing the theme:
 *   npx vitest run src/app/theme-variables.test.tsx -u
 */
`;

it('theme-variables.css holds what MantineProvider renders for the theme', async () => {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <p>app</p>
    </MantineProvider>,
  );
  const css = document.querySelector('style[data-mantine-styles="true"]')?.textContent ?? '';
  // The theme changes the primary colour: an empty or default-only answer would be a broken capture.
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-violet-filled)');
  await expect(`${HEADER}${css}\n`).toMatchFileSnapshot('./theme-variables.css');
});
