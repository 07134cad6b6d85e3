import { eq, inArray } from 'drizzle-orm';
import { CARD_SCORES_MAX, type MyGame, type Participant, type ScoreEntry } from '../../../contract/games';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { loadPublicUsers } from '../users/public-users';
import { toPublicUser } from '../users/user-mapper';
import type { GameRow } from './game-access';
import type { GameStatus } from './game-status';
import { sortParticipants, toGame } from './game-view';

interface Member extends Participant {
  score: number;
  joinedAt: Date;
}

/**
 * GET /api/games: every game I am in, with what the game card needs (my score and place, up to 12
 * scores) in three queries whatever the number of games: my memberships with their games and
 * creators, all participants of those games, then their users by primary key. Scores come from the
 * game_participants.score counters read there, so there is no query per game.
 */
export async function listMyGames(db: Database, userId: string): Promise<MyGame[]> {
  const mine = await db
    .select({ game: games, creator: users })
    .from(gameParticipants)
    .innerJoin(games, eq(games.id, gameParticipants.gameId))
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(eq(gameParticipants.userId, userId));
  if (mine.length === 0) return [];

  const rows = await db
    .select({
      gameId: gameParticipants.gameId,
      userId: gameParticipants.userId,
      isAdmin: gameParticipants.isAdmin,
      score: gameParticipants.score,
      joinedAt: gameParticipants.joinedAt,
    })
    .from(gameParticipants)
    .where(
      inArray(
        gameParticipants.gameId,
        mine.map(({ game }) => game.id),
      ),
    );
  const people = await loadPublicUsers(
    db,
    rows.map((row) => row.userId),
  );
  const membersByGame = new Map<string, Member[]>();
  for (const row of rows) {
    const user = people.get(row.userId);
    if (!user) continue;
    const list = membersByGame.get(row.gameId) ?? [];
    list.push({ userId: row.userId, isAdmin: row.isAdmin, user, score: row.score, joinedAt: row.joinedAt });
    membersByGame.set(row.gameId, list);
  }

  const now = new Date();
  const cards = mine.map(({ game, creator }) =>
    toMyGame(game, toPublicUser(creator), membersByGame.get(game.id) ?? [], userId, now),
  );
  return sortMyGames(cards);
}

function toMyGame(game: GameRow, creator: MyGame['creator'], members: Member[], userId: string, now: Date): MyGame {
  const participants = sortParticipants(members, game.creatorId);
  const myScore = members.find((m) => m.userId === userId)?.score ?? 0;
  return {
    ...toGame(game, creator, participants, now),
    myScore,
    // SPEC §3 / DESIGN §6 placing: 1 + the number of participants with a strictly higher score.
    myPlace: 1 + members.filter((m) => m.score > myScore).length,
    scores: cardScores(members, userId),
  };
}

/** The mini chart: the best scores, at most 12, my own always among them (in place of the 12th). */
export function cardScores(members: Array<{ userId: string; score: number }>, userId: string): ScoreEntry[] {
  const ranked = [...members]
    .sort((a, b) => b.score - a.score || Number(b.userId === userId) - Number(a.userId === userId))
    .map(({ userId: id, score }) => ({ userId: id, score }));
  const top = ranked.slice(0, CARD_SCORES_MAX);
  if (!top.some((entry) => entry.userId === userId)) {
    const me = ranked.find((entry) => entry.userId === userId);
    if (me) top[top.length - 1] = me;
  }
  return top;
}

const STATUS_ORDER: Record<GameStatus, number> = { active: 0, upcoming: 1, completed: 2 };

/**
 * The order of Home's list: active games first, the one ending soonest on top; then upcoming ones,
 * the one starting soonest first; then completed ones, the most recently ended first. Ties by name.
 */
export function sortMyGames<T extends { status: GameStatus; startTime: string; endTime: string; name: string }>(
  list: T[],
): T[] {
  const key = (game: T) => {
    if (game.status === 'active') return Date.parse(game.endTime);
    if (game.status === 'upcoming') return Date.parse(game.startTime);
    return -Date.parse(game.endTime);
  };
  return [...list].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || key(a) - key(b) || a.name.localeCompare(b.name),
  );
}
