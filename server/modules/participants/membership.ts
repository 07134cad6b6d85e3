import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameParticipants, games, invitations, joinRequests } from '../../db/schema/games';
import { groupMembers } from '../../db/schema/groups';
import { posts } from '../../db/schema/posts';
import { userDailyStats } from '../../db/schema/users';
import { applyMembershipStats } from '../users/membership-counters';

/**
 * The only two ways a participant row is made or removed after a game's creation, with every
 * counter that follows (games.participant_count, the person's games_joined, the creator's
 * creator_participants / creator_largest_game). Called inside the caller's transaction.
 */

type GameRef = { id: string; creatorId: string };

/**
 * The creator's per-day count of people who joined their games (docs/architecture.md §6 "Global leaderboards":
 * creators' participants in the 30-day frame are those who joined in it, other than the creator),
 * on the UTC day of the membership's joined_at: +1 on joining, -1 on that same day when they leave.
 */
async function countCreatorParticipant(tx: Database, game: GameRef, userId: string, joinedAt: Date, delta: 1 | -1) {
  if (userId === game.creatorId) return;
  const day = joinedAt.toISOString().slice(0, 10);
  await tx
    .insert(userDailyStats)
    .values({ userId: game.creatorId, day, creatorParticipants: delta })
    .onConflictDoUpdate({
      target: [userDailyStats.userId, userDailyStats.day],
      set: { creatorParticipants: sql`${userDailyStats.creatorParticipants} + ${delta}` },
    });
}

/**
 * Adds `userId` to the game. INSERT … ON CONFLICT DO NOTHING makes two joins at once one row: only
 * the request whose row went in moves the counters. Answers whether this call added the row.
 */
export async function addParticipant(tx: Database, game: GameRef, userId: string): Promise<boolean> {
  // Someone who left and comes back finds the posts they made still there: their score and likes
  // start from those (indexed by posts_user_created_idx), not from zero.
  const [earlier] = await tx
    .select({
      score: sql<number>`count(*)`.mapWith(Number),
      upvotes: sql<number>`coalesce(sum(${posts.upvoteCount}), 0)`.mapWith(Number),
    })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.gameId, game.id)));
  const inserted = await tx
    .insert(gameParticipants)
    .values({ gameId: game.id, userId, score: earlier?.score ?? 0, upvotesReceived: earlier?.upvotes ?? 0 })
    .onConflictDoNothing()
    .returning({ userId: gameParticipants.userId, joinedAt: gameParticipants.joinedAt });
  if (inserted.length === 0) return false;

  const [counted] = await tx
    .update(games)
    .set({ participantCount: sql`${games.participantCount} + 1` })
    .where(eq(games.id, game.id))
    .returning({ participantCount: games.participantCount });
  await applyMembershipStats(tx, [
    { userId, gamesJoined: 1 },
    { userId: game.creatorId, creatorParticipants: 1, largestAtLeast: counted?.participantCount ?? 1 },
  ]);
  await countCreatorParticipant(tx, game, userId, inserted[0]!.joinedAt, 1);
  // Joining by any way answers what was still open for this person and game: the Invites badge
  // must not keep offering an invitation or a request that no longer means anything.
  await tx
    .update(invitations)
    .set({ status: 'accepted', respondedAt: sql`now()` })
    .where(and(eq(invitations.gameId, game.id), eq(invitations.invitedUserId, userId), eq(invitations.status, 'pending')));
  await tx
    .update(joinRequests)
    .set({ status: 'accepted', decidedAt: sql`now()` })
    .where(and(eq(joinRequests.gameId, game.id), eq(joinRequests.userId, userId), eq(joinRequests.status, 'pending')));
  return true;
}

/**
 * Removes `userId` from the game (leave, or removal by a manager) with their group membership in
 * it; their posts stay. Answers whether a row was removed.
 */
export async function removeParticipant(tx: Database, game: GameRef, userId: string): Promise<boolean> {
  // The game's row first, as a post does (its count, then the author's score on this row): taking
  // the participant row first and the game's second met a post halfway, a deadlock seen on PostgreSQL.
  await tx.select({ id: games.id }).from(games).where(eq(games.id, game.id)).for('no key update');
  const removed = await tx
    .delete(gameParticipants)
    .where(and(eq(gameParticipants.gameId, game.id), eq(gameParticipants.userId, userId)))
    .returning({ userId: gameParticipants.userId, joinedAt: gameParticipants.joinedAt });
  if (removed.length === 0) return false;

  await tx.delete(groupMembers).where(and(eq(groupMembers.gameId, game.id), eq(groupMembers.userId, userId)));
  await tx
    .update(games)
    .set({ participantCount: sql`greatest(${games.participantCount} - 1, 0)` })
    .where(eq(games.id, game.id));
  await applyMembershipStats(tx, [
    { userId, gamesJoined: -1 },
    { userId: game.creatorId, creatorParticipants: -1, recomputeLargest: true },
  ]);
  await countCreatorParticipant(tx, game, userId, removed[0]!.joinedAt, -1);
  return true;
}
