import { randomBytes } from 'node:crypto';
import type { User } from '../../contract/user';
import type { Database } from '../../server/db/client';
import { gameParticipants, games } from '../../server/db/schema/games';
import { users } from '../../server/db/schema/users';
import { toPublicUser } from '../../server/modules/users/user-mapper';
import { SESSION_COOKIE, issueSessionToken } from '../../server/plugins/session';

export type UserOverrides = Partial<typeof users.$inferInsert>;

/** A users row with a unique lower-case username; no password (tests sign in with `signInAs`). */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<User> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({ username: `user_${suffix}`, firstName: 'Test', lastName: `User ${suffix}`, ...overrides })
    .returning();
  return toPublicUser(row!);
}

export interface SignedInUser {
  user: User;
  /** The raw `sid` value. */
  token: string;
  /** Ready for inject(): `headers: signedIn.headers` or `cookies: { sid: signedIn.token }`. */
  headers: { cookie: string };
}

/**
 * Creates a user and a real session row the way sign-in does (the session plugin's own code), so a
 * test can act as that person without going through the rate-limited sign-in route.
 */
export async function signInAs(db: Database, overrides: UserOverrides = {}): Promise<SignedInUser> {
  const user = await createUser(db, overrides);
  const token = await issueSessionToken(db, user.id);
  return { user, token, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

export type GameOverrides = Partial<typeof games.$inferInsert>;

/**
 * A game row made directly (active for 30 days from an hour ago unless overridden) with its creator
 * as a participant, for tests that need one before the games routes are involved.
 */
export async function createGame(db: Database, creatorId: string, overrides: GameOverrides = {}) {
  const now = Date.now();
  const [game] = await db
    .insert(games)
    .values({
      name: `Game ${randomBytes(3).toString('hex')}`,
      startTime: new Date(now - 3_600_000),
      endTime: new Date(now + 30 * 86_400_000),
      creatorId,
      inviteCode: randomBytes(8).toString('hex').toUpperCase().slice(0, 6),
      participantCount: 1,
      ...overrides,
    })
    .returning();
  await db.insert(gameParticipants).values({ gameId: game!.id, userId: creatorId });
  return game!;
}
