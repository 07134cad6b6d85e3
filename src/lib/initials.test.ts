import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('uses the first letters of first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', username: 'zz' })).toBe('AL');
  });

  it('uses the first two letters of the username when a name part is missing', () => {
    expect(initials({ firstName: 'Ada', lastName: null, username: 'grace', email: 'x@y.z' })).toBe('GR');
    expect(initials({ firstName: null, lastName: 'Lovelace', username: 'grace' })).toBe('GR');
  });

  it("uses the first two letters of the email's local part when there is no username", () => {
    expect(initials({ username: null, email: 'hopper@navy.mil' })).toBe('HO');
  });

  it('copes with one-letter sources', () => {
    expect(initials({ username: 'q' })).toBe('Q');
    expect(initials({ email: 'z@example.com' })).toBe('Z');
  });

  it("falls back to 'U' when nothing is known", () => {
    expect(initials({})).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials({ email: '@example.com' })).toBe('U');
    expect(initials({ firstName: ' ', username: '  ', email: '' })).toBe('U');
  });
});
