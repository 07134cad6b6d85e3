import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { images, posts } from '../../db/schema/posts';
import { gameResults } from '../../db/schema/results';
import { userStats } from '../../db/schema/users';
import { applyMembershipStats } from '../users/membership-counters';
import { takeBackStreakDaysOfGame } from '../users/streaks';
import { MEDAL_POINTS } from '@contract/results';
import { takeBackDailyCounters } from './daily-counters-of-game';
import { requireCreator } from './game-access';

/**
 * DELETE /api/games/{id}: the creator only. Everything in the game goes with it (the foreign keys
 * cascade), so the all-time counters that counted it are taken back first, set-based, in the same
 * transaction: each participant's games joined, each author's accomplishments and likes received,
 * medals from its results, and the creator's totals; and the per-day counters of the 30-day
 * leaderboards (daily-counters-of-game.ts), which would otherwise count it for up to 30 days.
 */
export async function deleteGame(db: Database, gameId: string, userId: string): Promise<void> {
  const { game } = await requireCreator(db, gameId, userId);
  await db.transaction((tx) => deleteGameInTransaction(tx, game));
}

/** The deletion itself, in the caller's transaction (also a deleted account's game with nobody else in it). */
export async function deleteGameInTransaction(tx: Database, game: { id: string; creatorId: string }): Promise<void> {
  const gameId = game.id;
  {
    // First the game row: a finalisation under way finishes before the medals are taken back.
    await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update');
    await tx.execute(sql`
      update ${userStats} set games_joined = greatest(${userStats.gamesJoined} - 1, 0)
      from ${gameParticipants}
      where ${gameParticipants.gameId} = ${gameId} and ${userStats.userId} = ${gameParticipants.userId}`);
    await tx.execute(sql`
      update ${userStats}
      set total_accomplishments = greatest(${userStats.totalAccomplishments} - authored.posts, 0),
          total_upvotes = greatest(${userStats.totalUpvotes} - authored.upvotes, 0)
      from (
        select ${posts.userId} as user_id, count(*)::int as posts, coalesce(sum(${posts.upvoteCount}), 0)::int as upvotes
        from ${posts} where ${posts.gameId} = ${gameId} and not ${posts.scoreWithheld} group by ${posts.userId}
      ) as authored
      where ${userStats.userId} = authored.user_id`);
    // (Hidden posts whose point is withheld were taken out of these when hidden: decision 0040.)
    const medal = (type: string) => sql`(${gameResults.medalType} = ${type})::int`;
    await tx.execute(sql`
      update ${userStats}
      set games_completed = greatest(${userStats.gamesCompleted} - 1, 0),
          gold_medals = greatest(${userStats.goldMedals} - ${medal('gold')}, 0),
          silver_medals = greatest(${userStats.silverMedals} - ${medal('silver')}, 0),
          bronze_medals = greatest(${userStats.bronzeMedals} - ${medal('bronze')}, 0),
          popular_vote_medals = greatest(${userStats.popularVoteMedals} - ${gameResults.popularVote}::int, 0),
          medal_score = greatest(${userStats.medalScore}
            - ${MEDAL_POINTS.gold} * ${medal('gold')} - ${MEDAL_POINTS.silver} * ${medal('silver')}
            - ${MEDAL_POINTS.bronze} * ${medal('bronze')} - ${MEDAL_POINTS.popularVote} * ${gameResults.popularVote}::int, 0)
      from ${gameResults}
      where ${gameResults.gameId} = ${gameId} and ${userStats.userId} = ${gameResults.userId}`);
    await tx
      .update(userStats)
      .set({
        // Posts whose point is withheld (hidden, decision 0040) were taken out when they were hidden.
        creatorAccomplishments: sql`greatest(${userStats.creatorAccomplishments} - (select count(*)::int from ${posts} where ${posts.gameId} = ${gameId} and not ${posts.scoreWithheld}), 0)`,
      })
      .where(eq(userStats.userId, game.creatorId));
    await takeBackDailyCounters(tx, gameId, game.creatorId);
    await takeBackStreakDaysOfGame(tx, gameId);
    // Photos live apart from posts and would outlive them: a deleted game takes its photos along.
    await tx.delete(images).where(sql`${images.id} in (select ${posts.imageId} from ${posts} where ${posts.gameId} = ${gameId})`);
    const [deleted] = await tx.delete(games).where(eq(games.id, gameId)).returning({ participantCount: games.participantCount });
    await applyMembershipStats(tx, [
      {
        userId: game.creatorId,
        gamesCreated: -1,
        creatorParticipants: -(deleted?.participantCount ?? 0),
        recomputeLargest: true,
      },
    ]);
  }
}
