import { GROUP_COLORS } from '@contract/groups';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { GROUP_COLOR_LOOK, groupColorLook } from './group-colors';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('group colours (docs/product.md §9)', () => {
  it('gives each of the ten a distinct fill and a capitalised name', () => {
    expect(Object.keys(GROUP_COLOR_LOOK)).toEqual([...GROUP_COLORS]);
    expect(new Set(Object.values(GROUP_COLOR_LOOK).map((l) => l.swatch)).size).toBe(10);
    expect(GROUP_COLOR_LOOK.amber.label).toBe('Amber');
  });

  it('takes the fills of the nine Mantine colours from Mantine, amber apart from yellow and orange', () => {
    for (const color of GROUP_COLORS.filter((c) => c !== 'amber')) {
      expect(DEFAULT_THEME.colors[color]).toContain(GROUP_COLOR_LOOK[color].swatch);
    }
    expect(DEFAULT_THEME.colors.yellow).not.toContain(GROUP_COLOR_LOOK.amber.swatch);
  });

  it('draws on every swatch in the better of black and white, at least 4.5:1', () => {
    for (const { swatch, onSwatch } of Object.values(GROUP_COLOR_LOOK)) {
      const other = onSwatch === '#000000' ? '#ffffff' : '#000000';
      expect(contrast(swatch, onSwatch)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(swatch, onSwatch)).toBeGreaterThanOrEqual(contrast(swatch, other));
    }
  });

  it('names a colour outside the palette rather than failing', () => {
    expect(groupColorLook('teal').label).toBe('Teal');
  });
});
