import { asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
 * Posts as the API shows them (contract postSchema) to one viewer. A page costs two queries: the
 * posts with author, game and the viewer's like (a primary-key probe of upvotes per post), then the
 * newest comments of those posts only, through comments_post_created_idx.
 */

/**
 * The indexes on (…, created_at) were made `DESC NULLS LAST` and the planner only walks an index
 * whose NULLS order matches the ORDER BY (NOT NULL columns included): plain `desc()` would read
 * every row of the game and sort them. Every newest-first read goes through this.
 */
export const newestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;

export interface PostSelection {
  where: SQL | undefined;
  /** Rows to read (callers ask for one more than they show to learn hasMore). */
  limit: number;
  offset?: number;
}

/**
 * Newest first. Ties on createdAt go by id ascending, which is what both (…, created_at desc, id)
 * indexes hold, so a page is an index range read with no sort.
 */
export async function loadPostViews(db: Database, viewerId: string, selection: PostSelection): Promise<Post[]> {
  const rows = await db
    .select({
      post: posts,
      author: publicUserColumns,
      game: { name: games.name, startTime: games.startTime, endTime: games.endTime },
      // A primary-key probe of upvotes per post shown, whatever the viewer's history. A LEFT JOIN on
      // the same condition let the planner read ALL of the viewer's likes (upvotes_user_idx) and match
      // them against every post, and a plain EXISTS became a hash of all of them: both cost what the
      // viewer ever liked (seen in the benchmark, docs/decisions/0006). A scalar subquery with LIMIT 1
      // can only run per row.
      isUpvoted: sql<boolean>`coalesce((select true from ${upvotes} where ${upvotes.postId} = ${posts.id} and ${upvotes.userId} = ${viewerId} limit 1), false)`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(games, eq(games.id, posts.gameId))
    .where(selection.where)
    .orderBy(newestFirst(posts.createdAt), asc(posts.id))
    .limit(selection.limit)
    .offset(selection.offset ?? 0);
  const commentsByPost = await loadLatestComments(
    db,
    rows.filter((r) => r.post.commentCount > 0).map((r) => r.post.id),
  );
  const now = new Date();
  return rows.map(({ post, author, game, isUpvoted }) => ({
    id: post.id,
    content: post.isRedacted ? '' : post.content,
    image: imageUrl(post.imageId),
    gameId: post.gameId,
    userId: post.userId,
    createdAt: post.createdAt.toISOString(),
    user: toPublicUser(author),
    game: { name: game.name, status: gameStatus(game.startTime, game.endTime, now) },
    isUpvoted,
    isRedacted: post.isRedacted,
    _count: { upvotes: post.upvoteCount, comments: post.commentCount },
    comments: commentsByPost.get(post.id) ?? [],
  }));
}

/** One post, or undefined when it no longer exists. */
export async function loadPostView(db: Database, viewerId: string, postId: string): Promise<Post | undefined> {
  const [post] = await loadPostViews(db, viewerId, { where: eq(posts.id, postId), limit: 1 });
  return post;
}

/**
 * The newest POST_COMMENTS_MAX comments of each post, oldest first. A LATERAL subquery per post
 * reads at most that many index entries, however many comments a popular post has.
 */
async function loadLatestComments(db: Database, postIds: string[]): Promise<Map<string, Comment[]>> {
  const byPost = new Map<string, Comment[]>();
  if (postIds.length === 0) return byPost;
  const latest = db
    .select({ id: comments.id, content: comments.content, userId: comments.userId, createdAt: comments.createdAt })
    .from(comments)
    .where(eq(comments.postId, posts.id))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(POST_COMMENTS_MAX)
    .as('latest');
  const rows = await db
    .select({
      postId: posts.id,
      id: latest.id,
      content: latest.content,
      userId: latest.userId,
      createdAt: latest.createdAt,
      author: publicUserColumns,
    })
    .from(posts)
    .innerJoinLateral(latest, sql`true`)
    .innerJoin(users, eq(users.id, latest.userId))
    .where(inArray(posts.id, postIds))
    .orderBy(asc(posts.id), asc(latest.createdAt), asc(latest.id));
  for (const { postId, author, ...comment } of rows) {
    const list = byPost.get(postId) ?? [];
    list.push({
      id: comment.id,
      content: comment.content,
      postId,
      userId: comment.userId,
      user: toPublicUser(author),
      createdAt: comment.createdAt.toISOString(),
    });
    byPost.set(postId, list);
  }
  return byPost;
}
