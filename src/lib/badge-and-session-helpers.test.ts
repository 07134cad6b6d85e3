import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar-letter';
import { capCount } from './cap-count';
import { storePendingJoinCode, takePendingJoinCode } from './pending-join-code';

describe('capCount', () => {
  it('shows the number up to the cap and "cap+" above it', () => {
    expect(capCount(0, 99)).toBe('0');
    expect(capCount(99, 99)).toBe('99');
    expect(capCount(100, 99)).toBe('99+');
    expect(capCount(9, 9)).toBe('9');
    expect(capCount(10, 9)).toBe('9+');
  });
});

describe('avatarLetter', () => {
  it('uses the first letter of the first name', () => {
    expect(avatarLetter({ firstName: 'ada', username: 'zed' })).toBe('A');
  });
  it('falls back to the first letter of the username', () => {
    expect(avatarLetter({ firstName: ' ', username: 'zed' })).toBe('Z');
  });
  it("falls back to 'U'", () => {
    expect(avatarLetter({ email: 'x@y.z' })).toBe('U');
    expect(avatarLetter(null)).toBe('U');
  });
});

describe('pending join code', () => {
  it('is read once and then forgotten', () => {
    expect(takePendingJoinCode()).toBeNull();
    storePendingJoinCode('ABC234');
    expect(takePendingJoinCode()).toBe('ABC234');
    expect(takePendingJoinCode()).toBeNull();
  });
});
