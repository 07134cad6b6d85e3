import type { UserStats } from '@contract/user';

export interface Achievement {
  name: string;
  description: string;
  /** The stats counter the threshold applies to. */
  metric: keyof UserStats;
  threshold: number;
}

/** SPEC §9 achievement thresholds. */
export const ACHIEVEMENTS: Achievement[] = [
  {
    name: 'Comfort Zone Crusher',
    description: 'Share 10 accomplishments',
    metric: 'totalAccomplishments',
    threshold: 10,
  },
  { name: 'Community Champion', description: 'Receive 50 votes', metric: 'totalUpvotes', threshold: 50 },
  { name: 'Game Master', description: 'Create 5 games', metric: 'gamesCreated', threshold: 5 },
  { name: 'Inspiration', description: 'Collect 100 upvotes in total', metric: 'totalUpvotes', threshold: 100 },
];

export interface AchievementProgress extends Achievement {
  unlocked: boolean;
  /** The counter, capped at the threshold (for "3/10"). */
  progress: number;
}

export function achievementProgress(stats: UserStats): AchievementProgress[] {
  return ACHIEVEMENTS.map((a) => {
    const value = stats[a.metric];
    return { ...a, unlocked: value >= a.threshold, progress: Math.min(value, a.threshold) };
  });
}
