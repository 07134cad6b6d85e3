import { type Achievement, ACHIEVEMENTS } from '@contract/achievements';
import type { UserStats } from '@contract/user';

export interface AchievementProgress extends Achievement {
  unlocked: boolean;
  /** The counter, capped at the threshold (for '7 / 10 accomplishments'). */
  progress: number;
}

export function achievementProgress(stats: UserStats): AchievementProgress[] {
  return ACHIEVEMENTS.map((a) => {
    const value = stats[a.metric];
    return { ...a, unlocked: value >= a.threshold, progress: Math.min(value, a.threshold) };
  });
}

/** The progress line under an achievement: '7 / 10 accomplishments' (the contract's `unit`). */
export function progressText(a: Pick<AchievementProgress, 'progress' | 'threshold' | 'unit'>): string {
  return `${a.progress} / ${a.threshold} ${a.unit}`;
}
