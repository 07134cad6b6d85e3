import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

// Decision 0053: the dark scheme's dimmed grey was 4.03:1 on the cards (axe-core, on seven screens).
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = cssVariablesResolver(full);

/** A palette reference (`var(--mantine-color-red-9)`) as its colour; a colour as it is. */
function colour(value: string): string {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? full.colors[shade[1]!]![Number(shade[2])]! : value;
}

const contrast = (a: string, b: string) => contrastRatio(colour(a), colour(b));

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

const lightVariants = Object.entries(full.colors).flatMap(([name, shades]) => {
  const text = resolved.light[`--mantine-color-${name}-light-color`] ?? shades[9]!;
  return [
    [`${name}: a light badge's or button's text`, text, shades[1]!],
    [`${name}: a light button's text, hovered`, text, shades[2]!],
  ] as const;
});

it.each(lightVariants)('%s reaches 4.5:1 in light', (_, text, background) => {
  expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
});
