import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

// Issue 32: the dark scheme's dimmed grey was 4.03:1 on the cards (axe-core, on seven screens).
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = cssVariablesResolver(full);

/** A palette reference (`var(--mantine-color-red-9)`) as its colour; a colour as it is. */
function colour(value: string): string {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? full.colors[shade[1]!]![Number(shade[2])]! : value;
}

/** WCAG 2.1's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(colour(a)), luminance(colour(b))].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

// Where the resolver sets nothing, Mantine's own value applies (dark 2, the light primary shade 7).
const dimmed = {
  light: resolved.light['--mantine-color-dimmed'] ?? full.colors.gray[6]!,
  dark: resolved.dark['--mantine-color-dimmed'] ?? full.colors.dark[2]!,
};
const red = {
  outline: resolved.light['--mantine-color-red-outline'] ?? full.colors.red[7]!,
  filled: resolved.light['--mantine-color-red-filled'] ?? full.colors.red[7]!,
};

it.each([
  ['dimmed text on the light body and cards', dimmed.light, full.white],
  ['dimmed text on the dark body and cards (dark 7)', dimmed.dark, full.colors.dark[7]!],
  ['dimmed text on dark inputs and hovered rows (dark 6)', dimmed.dark, full.colors.dark[6]!],
  ['a red outline button’s label on white', red.outline, full.white],
  ['a red filled button’s white label', full.white, red.filled],
])('%s reaches WCAG AA’s 4.5:1', (_, text, background) => {
  expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
});
