import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Post } from '@contract/posts';
import type { User } from '@contract/user';
import type { Database } from '../../server/db/client';
import { gameParticipants, games } from '../../server/db/schema/games';
import { users } from '../../server/db/schema/users';
import { createPost as createPostService, type CreatePostData } from '../../server/modules/posts/posts.service';
import { toPublicUser } from '../../server/lib/user-mapper';
import { SESSION_COOKIE, issueSessionToken } from '../../server/plugins/session';
import type { TestApp } from './test-app';

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

/** Adds `userId` to a game (and keeps the game's participant count right), as joining does. */
export async function addParticipant(db: Database, gameId: string, userId: string, options: { isAdmin?: boolean } = {}) {
  await db.insert(gameParticipants).values({ gameId, userId, isAdmin: options.isAdmin ?? false });
  await db
    .update(games)
    .set({ participantCount: sql`${games.participantCount} + 1` })
    .where(eq(games.id, gameId));
}

/** Sets a participant's score in a game directly (the counter posts and likes move), for tests about what reads it. */
export async function setScore(db: Database, gameId: string, userId: string, score: number) {
  await db
    .update(gameParticipants)
    .set({ score })
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
}

/**
 * A post made through the real service (so every counter moves as in production), by `userId` in
 * `gameId`, now unless `createdAt` says otherwise.
 */
export async function sharePost(
  db: Database,
  userId: string,
  gameId: string,
  overrides: Partial<Omit<CreatePostData, 'gameId'>> = {},
): Promise<Post> {
  return createPostService(db, userId, { content: `Did a thing ${randomBytes(3).toString('hex')}`, gameId, ...overrides });
}

export interface TestImageOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff';
  /** EXIF to embed (sharp's withExif shape), e.g. a GPS position. */
  exif?: Record<string, Record<string, string>>;
}

/** Image bytes made with sharp: a gradient-free solid colour is enough for format and size checks. */
export async function testImageBytes(options: TestImageOptions = {}): Promise<Buffer> {
  const { width = 64, height = 48, format = 'jpeg', exif } = options;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).toFormat(format);
  if (exif) image = image.withExif(exif);
  return image.toBuffer();
}

/** A data URL claiming `type` (default: what the bytes really are, for the formats we accept). */
export function toDataUrl(bytes: Buffer, type = 'image/jpeg'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** `who` shares a post with a photo through the API (POST /api/posts, so the photo is stored as uploads are); returns the answer. */
export async function sharePhotoPost(t: TestApp, who: SignedInUser, gameId: string): Promise<{ id: string; image: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    headers: who.headers,
    payload: { content: 'look', gameId, image: toDataUrl(await testImageBytes()) },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/posts: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Everyone a permission test needs around one game, each signed in. */
export interface GameCast {
  game: Awaited<ReturnType<typeof createGame>>;
  creator: SignedInUser;
  admin: SignedInUser;
  participant: SignedInUser;
  /** A participant who wrote `post` (see createGameCast). */
  author: SignedInUser;
  stranger: SignedInUser;
}

/** A game (active unless overridden) with its creator, an admin, two participants and an outsider. */
export async function createGameCast(db: Database, overrides: GameOverrides = {}): Promise<GameCast> {
  const creator = await signInAs(db);
  const game = await createGame(db, creator.user.id, overrides);
  const [admin, participant, author, stranger] = [await signInAs(db), await signInAs(db), await signInAs(db), await signInAs(db)];
  await addParticipant(db, game.id, admin.user.id, { isAdmin: true });
  await addParticipant(db, game.id, participant.user.id);
  await addParticipant(db, game.id, author.user.id);
  return { game, creator, admin, participant, author, stranger };
}

const DAY_MS = 86_400_000;

/** A valid POST /api/games body: starts in a minute, lasts 30 days, unless overridden. */
export function gameBody(overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 60_000;
  return {
    name: `Game ${randomBytes(3).toString('hex')}`,
    description: 'Step outside',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 30 * DAY_MS).toISOString(),
    isPublic: true,
    ...overrides,
  };
}
