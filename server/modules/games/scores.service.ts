import { asc, desc, eq } from 'drizzle-orm';
import type { GameScore } from '../../../contract/games';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { publicUserColumns } from '../users/public-users';
import { toPublicUser } from '../users/user-mapper';
import { loadMember } from './game-access';
import { gameStatus } from './game-status';

/**
 * GET /api/games/{id}/scores: participants only; every participant best first, read from the
 * score counters through game_participants_score_idx (game_id, score desc), never by counting
 * posts. An upcoming game has no scores yet: an empty list (SPEC §7 asks only for active or
 * completed games, and the client treats an empty list as "nothing to show").
 */
export async function listScores(db: Database, gameId: string, userId: string): Promise<GameScore[]> {
  const { game } = await loadMember(db, gameId, userId);
  if (gameStatus(game.startTime, game.endTime) === 'upcoming') return [];
  const rows = await db
    .select({ score: gameParticipants.score, user: publicUserColumns })
    .from(gameParticipants)
    .innerJoin(users, eq(users.id, gameParticipants.userId))
    .where(eq(gameParticipants.gameId, gameId))
    .orderBy(desc(gameParticipants.score), asc(gameParticipants.joinedAt), asc(gameParticipants.userId));
  return rows.map(({ score, user }) => ({ user: toPublicUser(user), score }));
}
