import { describe, expect, it } from 'vitest';
import { extraParticipants, MIN_BAR_PERCENT, scoreBars } from './score-bars';

const scores = (values: number[]) => values.map((score, i) => ({ userId: `u${i}`, score }));

describe('scoreBars', () => {
  it('draws at most 12 bars, best first', () => {
    const bars = scoreBars(scores([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]), 'u13');
    expect(bars).toHaveLength(12);
    expect(bars[0]?.score).toBe(14);
  });

  it('keeps my bar among the 12 even when I am last, and highlights it', () => {
    const bars = scoreBars(scores([0, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50]), 'u0');
    expect(bars).toHaveLength(12);
    expect(bars.at(-1)).toMatchObject({ userId: 'u0', mine: true });
    expect(bars.filter((b) => b.mine)).toHaveLength(1);
  });

  it('scales heights to the best score with a 5 percent minimum', () => {
    const bars = scoreBars(scores([100, 50, 1, 0]), 'u1');
    expect(bars.map((b) => b.height)).toEqual([100, 50, MIN_BAR_PERCENT, MIN_BAR_PERCENT]);
  });

  it('draws every bar at the minimum when nobody has scored', () => {
    expect(scoreBars(scores([0, 0]), 'u0').map((b) => b.height)).toEqual([5, 5]);
  });
});

describe('extraParticipants', () => {
  it("counts the participants without a bar for '+N'", () => {
    expect(extraParticipants(20, 12)).toBe(8);
    expect(extraParticipants(3, 3)).toBe(0);
    expect(extraParticipants(2, 3)).toBe(0);
  });
});
