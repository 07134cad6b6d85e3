/**
 * A small seeded PRNG (mulberry32): the same seed gives the same community, and a failing test run
 * can be replayed. Not for anything secret.
 */
export function seededRandom(seed: number) {
  let a = seed | 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** An integer from min to max, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  /** A few items are picked far more often than the rest, like popular posts and busy people. */
  const skewedIndex = (length: number, skew = 2.5) => Math.min(length - 1, Math.floor(length * next() ** skew));
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  return { next, int, pick, chance, skewedIndex, shuffle };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
