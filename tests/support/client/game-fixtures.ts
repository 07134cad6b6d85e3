import type { Game, GameStatus, MyGame, Participant, PublicGame } from '@contract/games';
import type { User } from '@contract/user';
import { testUser } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** A deterministic UUID from a small number (for ids in fixtures). */
export const uuid = (n: number, prefix = '0000') => `${prefix.padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeUser(n: number, extra: Partial<User> = {}): User {
  return {
    id: uuid(n, '2000'),
    username: `player${n}`,
    firstName: `Player`,
    lastName: `${n}`,
    email: `player${n}@example.com`,
    profileImageUrl: null,
    bio: null,
    ...extra,
  };
}

/** `user`'s row in a game's participants. */
export const participant = (user: User, isAdmin = false): Participant => ({ userId: user.id, user, isAdmin });

/** Start and end around now for a status: active started 2 days ago and ends in 8 days, etc. */
export function datesFor(status: GameStatus, now = Date.now()): { startTime: string; endTime: string } {
  const [from, to] = status === 'active' ? [-2, 8] : status === 'upcoming' ? [3, 33] : [-40, -10];
  return { startTime: new Date(now + from * DAY).toISOString(), endTime: new Date(now + to * DAY).toISOString() };
}

export function makeGame(n: number, extra: Partial<Game> = {}): Game {
  const status = extra.status ?? 'active';
  const creator = extra.creator ?? testUser;
  const participants: Participant[] = extra.participants ?? [participant(creator)];
  return {
    id: uuid(n, '1000'),
    name: `Game ${n}`,
    description: `Description of game ${n}`,
    coverImage: null,
    status,
    ...datesFor(status),
    isPublic: true,
    requiresApproval: false,
    creatorId: creator.id,
    creator,
    inviteCode: 'ABC234',
    participants,
    _count: { participants: participants.length, posts: 0 },
    ...extra,
  };
}

export function makeMyGame(n: number, extra: Partial<MyGame> = {}): MyGame {
  const game = makeGame(n, extra);
  return {
    ...game,
    myScore: 0,
    myPlace: 1,
    scores: [{ userId: testUser.id, score: 0 }],
    ...extra,
  };
}

export function makePublicGame(n: number, extra: Partial<PublicGame> = {}): PublicGame {
  const { participants: _p, inviteCode: _c, ...game } = makeGame(n, extra as Partial<Game>);
  return { ...game, isMember: false, hasRequested: false, ...extra };
}
