import type { Database } from '../../server/db/client';
import { posts } from '../../server/db/schema/posts';
import { userStats, userStreakDays } from '../../server/db/schema/users';

/**
 * Test-only: every person's streak days and runs recomputed from the posts themselves (their
 * streak_day), the slow way production never takes (server/modules/users/streaks.ts keeps them).
 */
const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

/** Runs of days in a row: the current (ending on the last day), the longest, and that last day. */
export function runsOf(days: string[]): { current: number; longest: number; lastDay: string | null } {
  const sorted = [...new Set(days)].sort();
  let run = 0;
  let longest = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && dayNumber(sorted[i]!) - dayNumber(sorted[i - 1]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return { current: run, longest, lastDay: sorted.at(-1) ?? null };
}

export async function recountStreaks(db: Database) {
  const days = new Map<string, number>();
  const byUser = new Map<string, string[]>();
  for (const p of await db.select({ userId: posts.userId, day: posts.streakDay }).from(posts)) {
    const key = `${p.userId}/${p.day}`;
    days.set(key, (days.get(key) ?? 0) + 1);
    byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p.day]);
  }
  const runs = new Map([...byUser].map(([userId, list]) => [userId, runsOf(list)]));
  return { days, runs };
}

/** The same from what the writes kept (people with no days left and no run dropped). */
export async function storedStreaks(db: Database) {
  const days = new Map((await db.select().from(userStreakDays)).map((d) => [`${d.userId}/${d.day}`, d.posts]));
  const runs = new Map(
    (await db.select().from(userStats))
      .filter((s) => s.streakLastDay !== null || s.longestStreak > 0)
      .map((s) => [s.userId, { current: s.currentStreak, longest: s.longestStreak, lastDay: s.streakLastDay }]),
  );
  return { days, runs };
}
