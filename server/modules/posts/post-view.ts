import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { POST_COMMENTS_MAX, type Comment, type Post } from '@contract/posts';
import { REMOVED_BY_MODERATORS } from '@contract/reports';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { comments, posts, upvotes } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { userBlocks } from '../../db/schema/safety';
import { gameStatus } from '../games/game-status';
import { imageUrl } from '../images/images.service';
import { publicUserColumns } from '../../lib/public-users';
import { toPublicUser } from '../../lib/user-mapper';

/**
 * A post as the API shows it (contract postSchema) to one viewer, for the answers of the writes
 * (create, edit, redact, remove image). The reads build the same document in SQL
 * (posts.document.ts); the two must agree (posts.document.test.ts compares them). Two queries:
 * the post with author, game and the viewer's like, then its newest comments. Hidden content and
 * the viewer's blocks as the reads apply them (docs/decisions/0042-hidden-and-blocked-in-reads.md).
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
  const removed = post.hiddenBy !== null && post.userId !== viewerId;
  return {
    id: post.id,
    content: removed ? REMOVED_BY_MODERATORS : post.isRedacted ? '' : post.content,
    image: removed ? null : imageUrl(post.imageId),
    gameId: post.gameId,
    userId: post.userId,
    createdAt: post.createdAt.toISOString(),
    user: toPublicUser(author),
    game: { name: game.name, status: gameStatus(game.startTime, game.endTime) },
    isUpvoted,
    isRedacted: post.isRedacted,
    isRemoved: post.hiddenBy !== null,
    _count: { upvotes: post.upvoteCount, comments: post.commentCount },
    comments: post.commentCount > 0 ? await loadLatestComments(db, viewerId, post.id) : [],
  };
}

/**
 * The newest POST_COMMENTS_MAX comments of a post that the viewer sees (none by people they
 * block), oldest first (comments_post_created_idx).
 */
async function loadLatestComments(db: Database, viewerId: string, postId: string): Promise<Comment[]> {
  const latest = db
    .select({ id: comments.id, content: comments.content, userId: comments.userId, createdAt: comments.createdAt, hiddenBy: comments.hiddenBy })
    .from(comments)
    .where(and(eq(comments.postId, postId), notBlockedBy(viewerId, comments.userId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(POST_COMMENTS_MAX)
    .as('latest');
  const rows = await db
    .select({ id: latest.id, content: latest.content, userId: latest.userId, createdAt: latest.createdAt, hiddenBy: latest.hiddenBy, author: publicUserColumns })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .orderBy(asc(latest.createdAt), asc(latest.id));
  return rows.map((comment) => ({
    id: comment.id,
    content: comment.hiddenBy !== null && comment.userId !== viewerId ? REMOVED_BY_MODERATORS : comment.content,
    postId,
    userId: comment.userId,
    user: toPublicUser(comment.author),
    createdAt: comment.createdAt.toISOString(),
    isRemoved: comment.hiddenBy !== null,
  }));
}

/** Whether `viewerId` does not block `authorId` (a probe of user_blocks_pkey, as the reads make it). */
function notBlockedBy(viewerId: string, authorId: typeof comments.userId) {
  return sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${authorId})`;
}
