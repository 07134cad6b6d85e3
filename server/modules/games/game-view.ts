import { eq, sql } from 'drizzle-orm';
import type { Game, Participant } from '../../../contract/games';
import type { User } from '../../../contract/user';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { probedUser, publicUserProbe } from '../../lib/public-users';
import { toPublicUser } from '../../lib/user-mapper';
import type { GameRow } from './game-access';
import { gameStatus } from './game-status';

/**
 * SPEC §3 "Game" for its participants, as the writes answer it (create, edit, join): with the
 * invite code and the participant list. The reads build the same document in SQL (game.document.ts).
 */
function toGame(game: GameRow, creator: User, participants: Participant[]): Game {
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    coverImage: game.coverImage,
    // DESIGN §6: the status comes from the clock.
    status: gameStatus(game.startTime, game.endTime),
    startTime: game.startTime.toISOString(),
    endTime: game.endTime.toISOString(),
    isPublic: game.isPublic,
    requiresApproval: game.requiresApproval,
    creatorId: game.creatorId,
    creator,
    // The counter columns, kept with every join, leave and post: never a count(*) per game.
    _count: { participants: game.participantCount, posts: game.postCount },
    inviteCode: game.inviteCode,
    participants,
  };
}

/**
 * The order participants are listed in: the owner, then admins, then by the time they joined.
 * The document reads (game.document.ts, my-games.document.ts) order them the same way in SQL.
 */
function sortParticipants<T extends Participant & { joinedAt: Date }>(members: T[], creatorId: string): Participant[] {
  return [...members]
    .sort(
      (a, b) =>
        Number(b.userId === creatorId) - Number(a.userId === creatorId) ||
        Number(b.isAdmin) - Number(a.isAdmin) ||
        a.joinedAt.getTime() - b.joinedAt.getTime(),
    )
    .map(({ userId, isAdmin, user }) => ({ userId, isAdmin, user }));
}

/** Every participant of one game with their public user: the primary key's game prefix, each user by key. */
export async function loadParticipants(db: Database, game: Pick<GameRow, 'id' | 'creatorId'>): Promise<Participant[]> {
  const person = publicUserProbe(db, gameParticipants.userId);
  const rows = await db
    .select({ userId: gameParticipants.userId, isAdmin: gameParticipants.isAdmin, joinedAt: gameParticipants.joinedAt, user: probedUser(person) })
    .from(gameParticipants)
    .innerJoinLateral(person, sql`true`)
    .where(eq(gameParticipants.gameId, game.id));
  return sortParticipants(rows, game.creatorId);
}

/** The full game as participants see it: two indexed reads (participants, and the creator if not among them). */
export async function loadGameView(db: Database, game: GameRow): Promise<Game> {
  const participants = await loadParticipants(db, game);
  let creator = participants.find((p) => p.userId === game.creatorId)?.user;
  if (!creator) {
    const [row] = await db.select().from(users).where(eq(users.id, game.creatorId)).limit(1);
    creator = toPublicUser(row!);
  }
  return toGame(game, creator, participants);
}

/** Reads the game row again (after a write) and answers its full view. */
export async function loadGameViewById(db: Database, gameId: string): Promise<Game> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId)).limit(1);
  return loadGameView(db, game!);
}
