import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a text of at most max characters as it is', () => {
    expect(excerpt('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(excerpt('', 100)).toBe('');
  });

  it("cuts a longer text to max characters followed by '...'", () => {
    expect(excerpt('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}...`);
    expect(excerpt('abcdef', 3)).toBe('abc...');
  });
});
