import type { GameNotification, GameResult, NotificationType } from '@contract/results';
import type { User } from '@contract/user';
import { testUser } from './fixtures';

const uuid = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** A game notification of `testUser` for game `n` (ids and names derived from n). */
export function gameNotification(
  n: number,
  overrides: Partial<Omit<GameNotification, 'game'>> & { type?: NotificationType; game?: Partial<GameNotification['game']> } = {},
): GameNotification {
  const { game, ...rest } = overrides;
  return {
    id: uuid('10000000', n),
    gameId: uuid('20000000', n),
    userId: testUser.id,
    type: 'game_completed',
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
    ...rest,
    game: { name: `Game ${n}`, creatorId: uuid('30000000', n), endTime: '2026-11-20T12:00:00.000Z', participantCount: 5, ...game },
  };
}

export function player(i: number, name: Partial<User> = {}): User {
  return {
    id: uuid('30000000', i),
    username: `player${i}`,
    firstName: 'Player',
    lastName: String(i),
    email: null,
    profileImageUrl: null,
    bio: null,
    ...name,
  };
}

/** A result row; the user defaults to player(i). */
export function gameResult(i: number, position: number, score: number, extra: Partial<GameResult> = {}): GameResult {
  const user = extra.user ?? player(i);
  return { userId: user.id, user, position, score, medalType: null, popularVote: false, ...extra };
}
