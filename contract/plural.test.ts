import { describe, expect, it } from 'vitest';
import { count, pluralWord } from './plural';

describe('plural', () => {
  it('says one for exactly 1 and the other form for 0, 2 and fractions', () => {
    expect(count(1, 'point', 'points')).toBe('1 point');
    expect(count(0, 'point', 'points')).toBe('0 points');
    expect(count(2, 'point', 'points')).toBe('2 points');
    expect(count(1.5, 'day', 'days')).toBe('1.5 days');
    expect(pluralWord(-1, 'point', 'points')).toBe('point');
  });
});
