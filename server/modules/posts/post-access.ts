import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { posts } from '../../db/schema/posts';
import { HttpError } from '../../http-error';
import { gameStatus, type GameStatus } from '../games/game-status';
import { loadGameForMember, type GameRow } from '../games/game-access';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_THE_AUTHOR = 'Only the author can change this post';

export type PostRow = typeof posts.$inferSelect;

export interface PostAccess {
  post: PostRow;
  game: GameRow;
  status: GameStatus;
}

/**
 * PostgreSQL foreign_key_violation (drizzle wraps the driver's error in `cause`): a like or comment
 * whose post was deleted by a concurrent request. The caller answers 404 POST_NOT_FOUND.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code?: unknown }).code : undefined);
  return codeOf(error) === '23503' || codeOf((error as { cause?: unknown } | null)?.cause) === '23503';
}

async function findPost(db: Database, postId: string): Promise<PostRow> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post) throw new HttpError(404, POST_NOT_FOUND);
  return post;
}

/** A post seen by a participant of its game (likes, comments): 404 missing, 403 anyone else. */
export async function loadPostForMember(db: Database, postId: string, userId: string): Promise<PostAccess> {
  const post = await findPost(db, postId);
  const game = await loadGameForMember(db, post.gameId, userId);
  return { post, game, status: gameStatus(game.startTime, game.endTime) };
}

/**
 * A post its author wants to change (edit, delete, redact, remove image). Others get 403: the
 * participant check's message for strangers, NOT_THE_AUTHOR for fellow participants. The author
 * keeps control of their own words even after leaving the game, so they skip the participant check.
 */
export async function loadPostForAuthor(db: Database, postId: string, userId: string): Promise<PostAccess> {
  const post = await findPost(db, postId);
  if (post.userId !== userId) {
    await loadGameForMember(db, post.gameId, userId);
    throw new HttpError(403, NOT_THE_AUTHOR);
  }
  const [game] = await db.select().from(games).where(eq(games.id, post.gameId)).limit(1);
  // The post's foreign key cascades from its game: both exist or neither does.
  if (!game) throw new HttpError(404, POST_NOT_FOUND);
  return { post, game, status: gameStatus(game.startTime, game.endTime) };
}

/** docs/architecture.md §6: which game states allow an author's change. */
export function requireStatus(access: PostAccess, allowed: GameStatus[], message: string): void {
  if (!allowed.includes(access.status)) throw new HttpError(400, message);
}
