import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-4321)).toBe('-4,321');
  });

  // Written without Intl (numbers.ts says why): Intl's en-US output is what it must match.
  it("is Intl.NumberFormat('en-US') for any whole number", () => {
    const format = new Intl.NumberFormat('en-US');
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatCount(n) === format.format(n)));
  });
});
