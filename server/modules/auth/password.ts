import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, docs/architecture.md §5), from node:crypto so there is no native
 * add-on to build. Hashes are self-describing, `scrypt$N$r$p$salt$hash`, so the cost can be raised
 * later without breaking the passwords already stored.
 */

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this: a corrupt row must not make one sign-in eat gigabytes. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that at N=2^15, r=8, so
  // give it headroom.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(cost.N) && cost.N > 1 && cost.N <= MAX_N && (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) && cost.r >= 1 && cost.r <= 32 &&
    Number.isInteger(cost.p) && cost.p >= 1 && cost.p <= 16;
  return sane ? { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : null;
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const candidate = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * For unknown usernames (and accounts without a password): spend the same time as a real check, so
 * response timing doesn't tell which usernames exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
