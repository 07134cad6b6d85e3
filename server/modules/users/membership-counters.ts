import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { userStats } from '../../db/schema/users';

/**
 * The membership counters of user_stats (docs/architecture.md §6: counters move in the same transaction as the
 * write, reads never count rows). `tx` is the caller's transaction. They are people's counters, so
 * they live here: games (create, delete) and participants (join, leave, remove) both move them, and
 * neither module imports the other for it (participants depends on games, never the reverse).
 */
export interface MembershipStatsChange {
  userId: string;
  gamesJoined?: number;
  gamesCreated?: number;
  creatorParticipants?: number;
  /** A game of this creator reached this size: the largest-game counter is at least that. */
  largestAtLeast?: number;
  /** A game of this creator shrank or went away: recompute the maximum over their own games. */
  recomputeLargest?: boolean;
}

const DELTA_COLUMNS = ['gamesJoined', 'gamesCreated', 'creatorParticipants'] as const;

/**
 * Applies the changes person by person, in user id order: two transactions touching the same two
 * people (A joins B's game while B joins A's) then lock the rows in the same order and can't
 * deadlock. A missing row is created first (someone's first game).
 */
export async function applyMembershipStats(tx: Database, changes: MembershipStatsChange[]): Promise<void> {
  const byUser = new Map<string, MembershipStatsChange>();
  for (const change of changes) {
    const merged = byUser.get(change.userId) ?? { userId: change.userId };
    for (const column of DELTA_COLUMNS) merged[column] = (merged[column] ?? 0) + (change[column] ?? 0);
    merged.largestAtLeast = Math.max(merged.largestAtLeast ?? 0, change.largestAtLeast ?? 0) || undefined;
    merged.recomputeLargest = merged.recomputeLargest || change.recomputeLargest;
    byUser.set(change.userId, merged);
  }
  const ordered = [...byUser.values()].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  if (ordered.length === 0) return;

  await tx
    .insert(userStats)
    .values(ordered.map(({ userId }) => ({ userId })))
    .onConflictDoNothing();

  for (const change of ordered) {
    const set: Partial<Record<keyof typeof userStats.$inferInsert, SQL>> = {};
    for (const column of DELTA_COLUMNS) {
      const delta = change[column] ?? 0;
      // Never below zero, whatever history the row has (rows written before these counters existed).
      if (delta !== 0) set[column] = sql`greatest(${userStats[column]} + ${delta}, 0)`;
    }
    if (change.recomputeLargest) {
      // Bounded by the games this one person created (games_creator_idx).
      set.creatorLargestGame = sql`(select coalesce(max(${games.participantCount}), 0) from ${games} where ${games.creatorId} = ${change.userId})`;
    } else if (change.largestAtLeast) {
      set.creatorLargestGame = sql`greatest(${userStats.creatorLargestGame}, ${change.largestAtLeast})`;
    }
    if (Object.keys(set).length > 0) await tx.update(userStats).set(set).where(eq(userStats.userId, change.userId));
  }
}
