import { describe, expect, it } from 'vitest';
import { count, ordinal, pluralWord } from './plural';

describe('plural', () => {
  it('says one for exactly 1 and the other form for 0, 2 and fractions', () => {
    expect(count(1, 'point', 'points')).toBe('1 point');
    expect(count(0, 'point', 'points')).toBe('0 points');
    expect(count(2, 'point', 'points')).toBe('2 points');
    expect(count(1.5, 'day', 'days')).toBe('1.5 days');
    expect(pluralWord(-1, 'point', 'points')).toBe('point');
  });
});

describe('ordinal', () => {
  it.each([
    [0, '0th'],
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [100, '100th'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1001, '1001st'],
  ])('%i is %s', (place, text) => {
    expect(ordinal(place)).toBe(text);
  });
});
