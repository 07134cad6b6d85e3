import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt per password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('honours the parameters stored with the hash (cost can change later)', async () => {
    const cheap = await hashPassword('x'.repeat(8));
    const [, , r, p, salt, key] = cheap.split('$');
    // Same salt and key under other parameters no longer match, proving the stored N is used.
    expect(await verifyPassword('x'.repeat(8), ['scrypt', 16384, r, p, salt, key].join('$'))).toBe(false);
  });

  it.each(['', 'bcrypt$abc', 'scrypt$3$8$1$c2FsdA$a2V5', 'scrypt$1073741824$8$1$c2FsdA$a2V5', 'scrypt$32768$8$1$$'])(
    'refuses a malformed or dangerous stored value %j without throwing',
    async (stored) => {
      expect(await verifyPassword('whatever1', stored)).toBe(false);
    },
  );

  it('the dummy check always fails, after a real derivation (no timing shortcut for unknown users)', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
    const started = performance.now();
    expect(await verifyAgainstDummy('anything')).toBe(false);
    // A bare comparison takes microseconds; scrypt at N=2^15 takes tens of milliseconds.
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});
