import { describe, expect, it } from 'vitest';
import { normaliseJoinCode } from './join-code';

describe('normaliseJoinCode', () => {
  it('trims and upper-cases a 6-character code', () => {
    expect(normaliseJoinCode(' abc234 ')).toBe('ABC234');
  });
  it('refuses missing, short, long and odd codes', () => {
    expect(normaliseJoinCode(undefined)).toBeNull();
    expect(normaliseJoinCode('')).toBeNull();
    expect(normaliseJoinCode('ABC23')).toBeNull();
    expect(normaliseJoinCode('ABC2345')).toBeNull();
    expect(normaliseJoinCode('AB-234')).toBeNull();
  });
});
