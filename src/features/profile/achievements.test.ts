import { type UserStats, ZERO_STATS } from '@contract/user';
import { describe, expect, it } from 'vitest';
import { achievementProgress, progressText } from './achievements';

function unlocked(stats: Partial<UserStats>): string[] {
  return achievementProgress({ ...ZERO_STATS, ...stats })
    .filter((a) => a.unlocked)
    .map((a) => a.name);
}

describe('achievementProgress', () => {
  it('unlocks nothing at zero', () => {
    expect(unlocked({})).toEqual([]);
  });

  it('unlocks each achievement exactly at its threshold', () => {
    expect(unlocked({ totalAccomplishments: 9 })).toEqual([]);
    expect(unlocked({ totalAccomplishments: 10 })).toEqual(['Comfort Zone Crusher']);
    expect(unlocked({ totalUpvotes: 49 })).toEqual([]);
    expect(unlocked({ totalUpvotes: 50 })).toEqual(['Community Champion']);
    expect(unlocked({ totalUpvotes: 100 })).toEqual(['Community Champion', 'Inspiration']);
    expect(unlocked({ gamesCreated: 4 })).toEqual([]);
    expect(unlocked({ gamesCreated: 5 })).toEqual(['Game Master']);
  });

  it('caps progress at the threshold', () => {
    const [crusher] = achievementProgress({ ...ZERO_STATS, totalAccomplishments: 25 });
    expect(crusher?.progress).toBe(10);
    const [, champion] = achievementProgress({ ...ZERO_STATS, totalUpvotes: 7 });
    expect(champion?.progress).toBe(7);
  });
});

describe('progressText', () => {
  it("says how far each achievement is, in the contract's unit", () => {
    const texts = achievementProgress({ ...ZERO_STATS, totalAccomplishments: 7, totalUpvotes: 64, gamesCreated: 9 }).map(progressText);
    expect(texts).toEqual(['7 / 10 accomplishments', '50 / 50 votes', '5 / 5 games created', '64 / 100 upvotes']);
  });
});
