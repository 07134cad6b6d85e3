import { asc, desc, eq, sql } from 'drizzle-orm';
import { POST_COMMENTS_MAX, type Comment, type Post } from '../../../contract/posts';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { comments, posts, upvotes } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { gameStatus } from '../games/game-status';
import { imageUrl } from '../images/images.service';
import { publicUserColumns } from '../users/public-users';
import { toPublicUser } from '../users/user-mapper';

/**
 * A post as the API shows it (contract postSchema) to one viewer, for the answers of the writes
 * (create, edit, redact, remove image). The reads build the same document in SQL
 * (posts.document.ts); the two must agree (posts.document.test.ts compares them). Two queries:
 * the post with author, game and the viewer's like, then its newest comments.
 */

/** One post, or undefined when it no longer exists. */
export async function loadPostView(db: Database, viewerId: string, postId: string): Promise<Post | undefined> {
  const [row] = await db
    .select({
      post: posts,
      author: publicUserColumns,
      game: { name: games.name, startTime: games.startTime, endTime: games.endTime },
      // A primary-key probe of upvotes (LIMIT 1: never a hash of all the viewer's likes, decision 0006).
      isUpvoted: sql<boolean>`coalesce((select true from ${upvotes} where ${upvotes.postId} = ${posts.id} and ${upvotes.userId} = ${viewerId} limit 1), false)`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(games, eq(games.id, posts.gameId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) return undefined;
  const { post, author, game, isUpvoted } = row;
  return {
    id: post.id,
    content: post.isRedacted ? '' : post.content,
    image: imageUrl(post.imageId),
    gameId: post.gameId,
    userId: post.userId,
    createdAt: post.createdAt.toISOString(),
    user: toPublicUser(author),
    game: { name: game.name, status: gameStatus(game.startTime, game.endTime) },
    isUpvoted,
    isRedacted: post.isRedacted,
    _count: { upvotes: post.upvoteCount, comments: post.commentCount },
    comments: post.commentCount > 0 ? await loadLatestComments(db, post.id) : [],
  };
}

/** The newest POST_COMMENTS_MAX comments of a post, oldest first (comments_post_created_idx). */
async function loadLatestComments(db: Database, postId: string): Promise<Comment[]> {
  const latest = db
    .select({ id: comments.id, content: comments.content, userId: comments.userId, createdAt: comments.createdAt })
    .from(comments)
    .where(eq(comments.postId, postId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(POST_COMMENTS_MAX)
    .as('latest');
  const rows = await db
    .select({ id: latest.id, content: latest.content, userId: latest.userId, createdAt: latest.createdAt, author: publicUserColumns })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .orderBy(asc(latest.createdAt), asc(latest.id));
  return rows.map((comment) => ({
    id: comment.id,
    content: comment.content,
    postId,
    userId: comment.userId,
    user: toPublicUser(comment.author),
    createdAt: comment.createdAt.toISOString(),
  }));
}
