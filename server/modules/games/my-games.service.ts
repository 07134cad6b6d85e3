import { eq, inArray, lte, or, sql } from 'drizzle-orm';
import { CARD_SCORES_MAX, type MyGame, type Participant, type ScoreEntry } from '../../../contract/games';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { probedUser, publicUserProbe } from '../users/public-users';
import { toPublicUser } from '../users/user-mapper';
import type { GameRow } from './game-access';
import type { GameStatus } from './game-status';
import { sortParticipants, toGame } from './game-view';

interface Member extends Participant {
  score: number;
  joinedAt: Date;
  /** 1 + the number of participants of the game with a strictly higher score. */
  place: number;
}

/**
 * GET /api/games: every game I am in, with what the game card needs, in two queries whatever the
 * number of games: my memberships with their games and creators, then the card's people of all
 * those games (docs/decisions/0007): the best CARD_SCORES_MAX scores and me, ranked by window
 * functions over the game_participants.score counters, each with their user by primary key. The
 * answer stays the size of the cards, not of the games: a game of 5,000 players sends 13 people.
 */
export async function listMyGames(db: Database, userId: string): Promise<MyGame[]> {
  const mine = await db
    .select({ game: games, creator: users })
    .from(gameParticipants)
    .innerJoin(games, eq(games.id, gameParticipants.gameId))
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(eq(gameParticipants.userId, userId));
  if (mine.length === 0) return [];

  const membersByGame = new Map<string, Member[]>();
  for (const { user, ...member } of await cardPeople(
    db,
    userId,
    mine.map(({ game }) => game.id),
  )) {
    const list = membersByGame.get(member.gameId) ?? [];
    list.push({ userId: member.userId, isAdmin: member.isAdmin, user, score: member.score, joinedAt: member.joinedAt, place: member.place });
    membersByGame.set(member.gameId, list);
  }

  const now = new Date();
  const cards = mine.map(({ game, creator }) =>
    toMyGame(game, toPublicUser(creator), membersByGame.get(game.id) ?? [], userId, now),
  );
  return sortMyGames(cards);
}

/**
 * Per game, the participants the card shows: the best CARD_SCORES_MAX (me first among equal
 * scores, as cardScores orders them) and me, with my place. The users are a LATERAL primary-key
 * probe per row: a plain join let the planner hash the whole users table.
 */
function cardPeople(db: Database, userId: string, gameIds: string[]) {
  const ranked = db
    .select({
      gameId: gameParticipants.gameId,
      userId: gameParticipants.userId,
      isAdmin: gameParticipants.isAdmin,
      score: gameParticipants.score,
      joinedAt: gameParticipants.joinedAt,
      place: sql<number>`rank() over (partition by ${gameParticipants.gameId} order by ${gameParticipants.score} desc)`
        .mapWith(Number)
        .as('place'),
      position: sql<number>`row_number() over (partition by ${gameParticipants.gameId} order by ${gameParticipants.score} desc, ${gameParticipants.userId} = ${userId} desc)`
        .mapWith(Number)
        .as('position'),
    })
    .from(gameParticipants)
    .where(inArray(gameParticipants.gameId, gameIds))
    .as('ranked');
  const person = publicUserProbe(db, ranked.userId);
  return db
    .select({
      gameId: ranked.gameId,
      userId: ranked.userId,
      isAdmin: ranked.isAdmin,
      score: ranked.score,
      joinedAt: ranked.joinedAt,
      place: ranked.place,
      user: probedUser(person),
    })
    .from(ranked)
    .innerJoinLateral(person, sql`true`)
    .where(or(lte(ranked.position, CARD_SCORES_MAX), eq(ranked.userId, userId)));
}

function toMyGame(game: GameRow, creator: MyGame['creator'], members: Member[], userId: string, now: Date): MyGame {
  const participants = sortParticipants(members, game.creatorId);
  const me = members.find((m) => m.userId === userId);
  return {
    ...toGame(game, creator, participants, now),
    myScore: me?.score ?? 0,
    // SPEC §3 / DESIGN §6 placing: 1 + the number of participants with a strictly higher score.
    myPlace: me?.place ?? 1,
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
