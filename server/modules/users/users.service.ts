import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileSchema, User, UserStats } from '../../../contract/user';
import { MEDAL_POINTS } from '../../../contract/results';
import type { Database } from '../../db/client';
import { gameResults } from '../../db/schema/results';
import { users, userStats } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { toPublicUser } from './user-mapper';

/** Only the three profile fields change; empty optional texts are stored as "not set". */
export async function updateProfile(
  db: Database,
  userId: string,
  input: z.output<typeof updateProfileSchema>,
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName || null,
      bio: input.bio || null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  // The session resolved this user a moment ago; a concurrent account deletion is the only way here.
  if (!row) throw new HttpError(401, 'Unauthorized');
  return toPublicUser(row);
}

const statsColumns = {
  gamesJoined: userStats.gamesJoined,
  totalAccomplishments: userStats.totalAccomplishments,
  totalUpvotes: userStats.totalUpvotes,
  gamesCreated: userStats.gamesCreated,
  goldMedals: userStats.goldMedals,
  silverMedals: userStats.silverMedals,
  bronzeMedals: userStats.bronzeMedals,
  popularVoteMedals: userStats.popularVoteMedals,
};

const ZERO_STATS: UserStats = {
  gamesJoined: 0,
  totalAccomplishments: 0,
  totalUpvotes: 0,
  gamesCreated: 0,
  goldMedals: 0,
  silverMedals: 0,
  bronzeMedals: 0,
  popularVoteMedals: 0,
};

/**
 * "Refresh medal statistics": recounts the caller's medals from their own result rows (one per game
 * they finished, read through game_results_user_idx), repairing the counters if a finalisation was
 * ever interrupted. Bounded by one person's games, never a scan of everyone's results.
 */
export async function refreshMedalStats(db: Database, userId: string): Promise<UserStats> {
  const [counts] = await db
    .select({
      gold: sql<number>`count(*) filter (where ${gameResults.medalType} = 'gold')`.mapWith(Number),
      silver: sql<number>`count(*) filter (where ${gameResults.medalType} = 'silver')`.mapWith(Number),
      bronze: sql<number>`count(*) filter (where ${gameResults.medalType} = 'bronze')`.mapWith(Number),
      popularVote: sql<number>`count(*) filter (where ${gameResults.popularVote})`.mapWith(Number),
      completed: sql<number>`count(*)`.mapWith(Number),
    })
    .from(gameResults)
    .where(eq(gameResults.userId, userId));
  const medals = {
    goldMedals: counts?.gold ?? 0,
    silverMedals: counts?.silver ?? 0,
    bronzeMedals: counts?.bronze ?? 0,
    popularVoteMedals: counts?.popularVote ?? 0,
    gamesCompleted: counts?.completed ?? 0,
  };
  const medalScore =
    medals.goldMedals * MEDAL_POINTS.gold +
    medals.silverMedals * MEDAL_POINTS.silver +
    medals.bronzeMedals * MEDAL_POINTS.bronze +
    medals.popularVoteMedals * MEDAL_POINTS.popularVote;

  const [row] = await db
    .insert(userStats)
    .values({ userId, ...medals, medalScore })
    .onConflictDoUpdate({ target: userStats.userId, set: { ...medals, medalScore } })
    .returning(statsColumns);
  return row ?? ZERO_STATS;
}
