import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ActivityItem } from '../../../contract/activity';
import type { Database } from '../../db/client';
import { gameParticipants, games } from '../../db/schema/games';
import { comments, posts } from '../../db/schema/posts';
import { newestFirst } from '../posts/post-view';
import { probedUser, publicUserProbe } from '../users/public-users';
import { foldPosts, mergeActivity } from './activity-fold';

/**
 * How many posts one folded item may take from the candidate list: a share into up to this many
 * games always folds completely; a share into more still shows, with part of its game list.
 */
export const FOLD_FACTOR = 5;

/**
 * GET /api/activity: the newest posts and comments in the games I take part in (SPEC §2 "Recent
 * Activity"). Never a scan of all posts: for each of my games (game_participants_user_idx) a
 * LATERAL subquery reads at most `limit` newest rows through posts_game_created_idx /
 * comments_game_created_idx, so the work is bounded by (my games × limit) index entries whatever
 * the table sizes. `limit` per game is enough: a post among the `limit` newest items is always
 * among the `limit` newest of its own game. The merged posts are cut at limit × FOLD_FACTOR rows
 * before folding, since a multi-game share takes one row per game.
 */
export async function listActivity(db: Database, userId: string, limit: number): Promise<ActivityItem[]> {
  const [postItems, commentItems] = await Promise.all([
    recentPosts(db, userId, limit),
    recentComments(db, userId, limit),
  ]);
  return mergeActivity(postItems, commentItems, limit);
}

async function recentPosts(db: Database, userId: string, limit: number): Promise<ActivityItem[]> {
  const newest = db
    .select({
      id: posts.id,
      gameId: posts.gameId,
      userId: posts.userId,
      content: posts.content,
      imageId: posts.imageId,
      isRedacted: posts.isRedacted,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(eq(posts.gameId, gameParticipants.gameId))
    .orderBy(newestFirst(posts.createdAt), asc(posts.id))
    .limit(limit)
    .as('newest');
  const author = publicUserProbe(db, newest.userId);
  const rows = await db
    .select({
      id: newest.id,
      gameId: newest.gameId,
      userId: newest.userId,
      content: newest.content,
      imageId: newest.imageId,
      isRedacted: newest.isRedacted,
      createdAt: newest.createdAt,
      gameName: games.name,
      user: probedUser(author),
    })
    .from(gameParticipants)
    // Games and authors through their primary keys from the few rows in hand (joined on the
    // posts, the planner hashed the whole games table).
    .innerJoin(games, eq(games.id, gameParticipants.gameId))
    .innerJoinLateral(newest, sql`true`)
    .innerJoinLateral(author, sql`true`)
    .where(eq(gameParticipants.userId, userId))
    .orderBy(desc(newest.createdAt), asc(newest.id))
    .limit(limit * FOLD_FACTOR);
  return foldPosts(rows);
}

async function recentComments(db: Database, userId: string, limit: number): Promise<ActivityItem[]> {
  const newest = db
    .select({
      id: comments.id,
      postId: comments.postId,
      gameId: comments.gameId,
      userId: comments.userId,
      content: comments.content,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(eq(comments.gameId, gameParticipants.gameId))
    .orderBy(newestFirst(comments.createdAt))
    .limit(limit)
    .as('newest');
  const author = publicUserProbe(db, newest.userId);
  const rows = await db
    .select({
      id: newest.id,
      postId: newest.postId,
      gameId: newest.gameId,
      content: newest.content,
      createdAt: newest.createdAt,
      gameName: games.name,
      postContent: posts.content,
      postRedacted: posts.isRedacted,
      user: probedUser(author),
    })
    .from(gameParticipants)
    .innerJoin(games, eq(games.id, gameParticipants.gameId))
    .innerJoinLateral(newest, sql`true`)
    .innerJoin(posts, eq(posts.id, newest.postId))
    .innerJoinLateral(author, sql`true`)
    .where(eq(gameParticipants.userId, userId))
    .orderBy(desc(newest.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    type: 'comment' as const,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    image: null,
    user: row.user,
    gameId: row.gameId,
    game: { name: row.gameName },
    games: [{ id: row.gameId, name: row.gameName }],
    isMultiGame: false,
    postId: row.postId,
    postContent: row.postRedacted ? null : row.postContent,
    isRedacted: false,
  }));
}
