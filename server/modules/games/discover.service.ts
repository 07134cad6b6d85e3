import { and, asc, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { GAME_SEARCH_LIMIT, type InviteGame, type PublicGame } from '../../../contract/games';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../db/like-pattern';
import { HttpError } from '../../http-error';
import { displayName, toPublicUser } from '../users/user-mapper';
import { findGameWithMembership, GAME_NOT_FOUND } from './game-access';
import { gameStatus } from './game-status';
import { toPublicGame } from './game-view';

/**
 * Discover, search and the join page: the faces of a game shown to people who may not be in it.
 * Private games never appear in a listing or a search (every query here filters on is_public,
 * which is also the predicate of the partial indexes that serve them).
 */

/** Public games with their creator and whether I am in them, for a filter, an order and a limit. */
function publicGamesQuery(db: Database, userId: string, where: SQL | undefined, orderBy: SQL[], limit: number) {
  return db
    .select({ game: games, creator: users, memberId: gameParticipants.userId })
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .leftJoin(gameParticipants, and(eq(gameParticipants.gameId, games.id), eq(gameParticipants.userId, userId)))
    .where(and(eq(games.isPublic, true), where))
    .orderBy(...orderBy)
    .limit(limit);
}

/**
 * Active public games, biggest first. The filter `end_time > now` is a range over
 * games_public_end_idx that holds only games not yet over (active and upcoming), so the growing
 * number of completed games is never read; the few left are sorted by participant count.
 */
export function activePublicGamesQuery(db: Database, userId: string, now: Date, limit: number) {
  return publicGamesQuery(
    db,
    userId,
    and(gt(games.endTime, now), lte(games.startTime, now)),
    [desc(games.participantCount), asc(games.endTime), asc(games.id)],
    limit,
  );
}

/** Upcoming public games, soonest first: an ordered range scan of games_public_start_idx. */
export function upcomingPublicGamesQuery(db: Database, userId: string, now: Date, limit: number) {
  return publicGamesQuery(db, userId, gt(games.startTime, now), [asc(games.startTime), asc(games.id)], limit);
}

type Row = Awaited<ReturnType<typeof upcomingPublicGamesQuery>>[number];

function toPublicGames(rows: Row[], now: Date): PublicGame[] {
  return rows.map(({ game, creator, memberId }) => toPublicGame(game, toPublicUser(creator), memberId !== null, now));
}

/** GET /api/games/public: active games biggest first, then upcoming ones soonest first. */
export async function listPublicGames(
  db: Database,
  userId: string,
  query: { status?: 'active' | 'upcoming'; limit: number },
): Promise<PublicGame[]> {
  const now = new Date();
  const active = query.status !== 'upcoming' ? await activePublicGamesQuery(db, userId, now, query.limit) : [];
  const upcoming = query.status !== 'active' ? await upcomingPublicGamesQuery(db, userId, now, query.limit) : [];
  return toPublicGames([...active, ...upcoming], now);
}

/**
 * Public games whose name or description contains the text, ignoring case: ILIKE '%text%' on both
 * columns, each served by its partial trigram index (games_public_*_trgm_idx; texts of 3 or more
 * characters make trigrams). Games still to play come first, then the biggest.
 */
export function searchPublicGamesQuery(db: Database, userId: string, text: string, now: Date) {
  const pattern = `%${escapeLike(text)}%`;
  return publicGamesQuery(
    db,
    userId,
    or(ilike(games.name, pattern), ilike(games.description, pattern)),
    [sql`${games.endTime} <= ${now}`, desc(games.participantCount), asc(games.name), asc(games.id)],
    GAME_SEARCH_LIMIT,
  );
}

export async function searchPublicGames(db: Database, userId: string, text: string): Promise<PublicGame[]> {
  const now = new Date();
  return toPublicGames(await searchPublicGamesQuery(db, userId, text, now), now);
}

/**
 * GET /api/games/invite/{code}: the public face of a game for the join page, open to visitors
 * (whoever holds the code was given it); `isMember` only for someone signed in.
 */
export async function getInviteGame(db: Database, code: string, userId: string | null): Promise<InviteGame> {
  const found = await findGameWithMembership(db, { inviteCode: code }, userId);
  if (!found) throw new HttpError(404, GAME_NOT_FOUND);
  const { game } = found;
  const [creator] = await db.select().from(users).where(eq(users.id, game.creatorId)).limit(1);
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    status: gameStatus(game.startTime, game.endTime),
    startTime: game.startTime.toISOString(),
    endTime: game.endTime.toISOString(),
    isPublic: game.isPublic,
    requiresApproval: game.requiresApproval,
    participantCount: game.participantCount,
    creatorName: creator ? displayName(creator) : 'User',
    ...(userId ? { isMember: found.isMember } : {}),
  };
}
